import { site } from '../../config/site.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Byline of a guide: the organisation as author and the publication date (machine-readable in the JSON-LD). */
export function ArticleMeta({ datePublished }: { datePublished: string }) {
  return (
    <p className="mt-4 text-sm text-ink-muted">
      By {site.name} · Published{' '}
      <time dateTime={datePublished}>{dateFormat.format(new Date(datePublished))}</time>
    </p>
  );
}
