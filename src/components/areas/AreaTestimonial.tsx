import type { Review } from '../../content/proof.ts';
import { StarRating } from '../ui/StarRating.tsx';
import { ReviewSource } from '../proof/ReviewSource.tsx';
import { AreaSection } from './AreaSection.tsx';
import { fill, words } from '../../content/interface.ts';

/** One review with attribution: a sample says so (docs/requirements.md, its preface: UK law bans fake reviews), a real one links to it. */
export function AreaTestimonial({ review, name }: { review: Review; name: string }) {
  return (
    <AreaSection id="review" title={fill(words.areaPages.review, { area: name })} tinted>
      <figure className="max-w-3xl rounded-card bg-white p-6 shadow-card sm:p-8">
        <StarRating
          rating={review.rating}
          label={fill(words.proof.rated, { rating: review.rating, max: 5 })}
        />
        <blockquote className="mt-4 font-serif text-xl leading-relaxed text-ink">
          <p>“{review.text}”</p>
        </blockquote>
        <figcaption className="mt-5 text-ink-muted">
          <span className="font-semibold text-ink">{review.name}</span>, {review.place}
          <ReviewSource review={review} />
        </figcaption>
      </figure>
    </AreaSection>
  );
}
