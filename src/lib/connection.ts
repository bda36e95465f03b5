/** The Network Information API, where the browser has it (Chromium). */
type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the visitor saves data or is on a 2G connection: then nothing is fetched before it is needed. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !!connection?.saveData || /2g/.test(connection?.effectiveType ?? '');
}
