import type { Review } from '../../content/proof.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Where a review comes from: a sample is marked as one; a real review names its source and date, with its link. */
export function ReviewSource({ review }: { review: Review }) {
  if (review.source === 'sample')
    return (
      <span className="mt-4 block text-sm">
        <span className="rounded bg-stone-100 px-2 py-0.5 font-semibold">Sample review</span> Illustrative
        text, to be replaced by a verified client review.
      </span>
    );
  const given = `${review.source === 'direct' ? 'Given to us directly' : `Review on ${review.source}`}, ${dateFormat.format(new Date(review.date))}`;
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
