/** A small table glyph; decorative, the brand text names the site. */
export function Logo() {
  return (
    <svg className="site-logo" aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <rect x="2.5" y="3.5" width="19" height="17" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2.5 9h19M9 9v11.5" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
