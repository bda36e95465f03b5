/** The one-line privacy note under every lead form. */
export function PrivacyNote() {
  return (
    <p className="text-sm text-ink-muted">
      We only use your details to answer this enquiry. See our{' '}
      <a href="/privacy" className="text-brand-700 underline">
        privacy policy
      </a>
      .
    </p>
  );
}
