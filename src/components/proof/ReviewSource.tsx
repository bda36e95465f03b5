import type { Review } from '../../content/proof.ts';
import { fill, words } from '../../content/interface.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Where a review comes from: a sample is marked as one; a real review names its source and date, with its link. */
export function ReviewSource({ review }: { review: Review }) {
  const t = words.proof;
  if (review.source === 'sample')
    return (
      <span className="mt-4 block text-sm">
        <span className="rounded bg-stone-100 px-2 py-0.5 font-semibold">{t.sampleReview}</span>{' '}
        {t.sampleNote}
      </span>
    );
  const given = `${review.source === 'direct' ? t.givenDirectly : fill(t.reviewOn, { source: review.source })}, ${dateFormat.format(new Date(review.date))}`;
  return (
    <span className="mt-4 block text-sm">
      {review.verifyUrl ? (
        <a href={review.verifyUrl} className="underline hover:text-brand-700" rel="noopener">
          {given}
        </a>
      ) : (
        given
      )}
    </span>
  );
}
