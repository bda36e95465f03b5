/**
 * Text typed by a visitor, made safe for one terminal line: control characters (newlines, ESC sequences) and
 * bidirectional overrides are shown escaped, so a lead can neither forge another line nor rewrite the screen.
 */
export function oneLine(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => {
      const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
      return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    },
  );
}
