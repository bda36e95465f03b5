/** A Georgian sash with a secondary pane inside it: street noise arrives, little gets through. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 400 360"
      className="mx-auto w-full max-w-xs sm:max-w-md"
      role="img"
      aria-labelledby="hero-art-title"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title id="hero-art-title">
        A sash window with secondary glazing fitted inside: noise waves from the street fade before the room
      </title>
      <rect x="40" y="20" width="230" height="320" rx="4" fill="#1f3a4d" stroke="#d6e4ec" strokeWidth="2" />
      <rect x="62" y="42" width="186" height="276" fill="#2b5670" stroke="#f6ead3" strokeWidth="6" />
      <path d="M62 180h186M124 42v276M186 42v276M62 111h186M62 249h186" stroke="#f6ead3" strokeWidth="4" />
      <path d="M70 300l50-60 30 30 40-50 50 62" stroke="#d6e4ec" strokeOpacity=".35" strokeWidth="2" />
      <rect x="280" y="28" width="14" height="304" rx="3" fill="#c48a2c" />
      <rect
        x="300"
        y="28"
        width="62"
        height="304"
        rx="3"
        fill="#d6e4ec"
        fillOpacity=".18"
        stroke="#d6e4ec"
        strokeWidth="2"
      />
      <path d="M331 150v60" stroke="#f6ead3" strokeWidth="3" />
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d={`M${8 + i * 10} ${150 - i * 14}q16 ${30 + i * 14} 0 ${60 + i * 28}`}
          stroke="#c48a2c"
          strokeWidth="3"
          opacity={0.9 - i * 0.2}
        />
      ))}
      <path d="M372 170q6 10 0 20" stroke="#c48a2c" strokeWidth="2" opacity=".5" />
      <path d="M20 340h360" stroke="#d6e4ec" strokeOpacity=".4" strokeWidth="2" />
    </svg>
  );
}
