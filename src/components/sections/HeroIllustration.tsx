import { colour } from '../../lib/brand/palette.ts';

const cream = colour('brass-100');
const brass = colour('brass-500');
const mist = colour('brand-100');
const navy = colour('brand-700');
const sky = colour('brand-600');

/** A Georgian sash with a secondary pane inside it: street noise arrives, little reaches the room. */
export function HeroIllustration({ title }: { title: string }) {
  return (
    <svg
      viewBox="0 0 400 360"
      className="mx-auto hidden w-full max-w-md sm:block"
      role="img"
      aria-labelledby="hero-art-title"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title id="hero-art-title">{title}</title>
      <rect x="88" y="18" width="224" height="304" rx="3" fill={navy} stroke={mist} strokeWidth="2" />
      <rect x="110" y="40" width="180" height="260" fill={sky} />
      <path
        d="M110 300v-34h18v-16h10v16h24v-26h8v-12h6v12h8v26h28v-34h16v34h22v-14h12v14h28v48Z"
        fill={navy}
        opacity=".7"
      />
      <path d="M122 150l60-80M150 160l50-66" stroke={mist} strokeOpacity=".25" strokeWidth="3" />
      <path d="M110 170h180" stroke={cream} strokeWidth="8" />
      <path d="M170 40v260M230 40v260M110 105h180M110 235h180" stroke={cream} strokeWidth="3" />
      <rect x="110" y="40" width="180" height="260" stroke={cream} strokeWidth="6" />
      <rect x="100" y="30" width="200" height="280" rx="2" stroke={brass} strokeWidth="4" />
      <path d="M200 30v280" stroke={brass} strokeWidth="2" strokeDasharray="2 6" />
      <rect x="72" y="320" width="256" height="10" rx="2" fill={cream} />
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d={`M${58 - i * 16} ${130 - i * 18}q${18 + i * 6} ${40 + i * 18} 0 ${80 + i * 36}`}
          stroke={brass}
          strokeWidth="4"
          opacity={0.95 - i * 0.25}
        />
      ))}
      <path d="M330 158q8 12 0 24" stroke={brass} strokeWidth="3" opacity=".45" />
      <text x="44" y="300" fill={mist} fontSize="14" textAnchor="middle" fontFamily="system-ui, sans-serif">
        Street
      </text>
      <text x="350" y="300" fill={mist} fontSize="14" textAnchor="middle" fontFamily="system-ui, sans-serif">
        Quiet
      </text>
    </svg>
  );
}
