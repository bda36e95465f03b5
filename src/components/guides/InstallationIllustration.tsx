import type { InstallationStep } from '../../content/guides/schema.ts';

const stroke = 'stroke-brand-700';
const accent = 'stroke-brass-700';

/** Simple line drawings of each installation step; decorative, since the step text says the same. */
export function InstallationIllustration({ kind }: { kind: InstallationStep['illustration'] }) {
  return (
    <svg
      viewBox="0 0 96 72"
      width="96"
      height="72"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 fill-none"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* The existing window, common to every step. */}
      <rect x="14" y="8" width="44" height="56" rx="2" className={stroke} />
      <line x1="36" y1="8" x2="36" y2="64" className={stroke} />
      {kind === 'survey' && (
        <>
          <line x1="14" y1="68" x2="58" y2="68" className={accent} />
          <line x1="14" y1="65" x2="14" y2="71" className={accent} />
          <line x1="58" y1="65" x2="58" y2="71" className={accent} />
          <line x1="64" y1="8" x2="64" y2="64" className={accent} />
        </>
      )}
      {kind === 'manufacture' && (
        <>
          <rect x="62" y="14" width="28" height="44" rx="2" className={accent} />
          <line x1="66" y1="20" x2="86" y2="52" className={accent} />
        </>
      )}
      {kind === 'prepare' && <path d="M4 66 Q 30 58 48 66 T 92 66" className={accent} />}
      {kind === 'frame' && <rect x="8" y="3" width="56" height="66" rx="3" className={accent} />}
      {kind === 'glaze' && (
        <>
          <rect x="8" y="3" width="56" height="66" rx="3" className={accent} />
          <line x1="18" y1="14" x2="30" y2="26" className={accent} />
          <path d="M70 36 h18 m-6 -6 l6 6 l-6 6" className={accent} />
        </>
      )}
      {kind === 'handover' && (
        <>
          <rect x="8" y="3" width="56" height="66" rx="3" className={accent} />
          <path d="M70 38 l7 7 l13 -16" className={accent} />
        </>
      )}
    </svg>
  );
}
