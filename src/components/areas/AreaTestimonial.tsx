import type { Testimonial } from '../../content/areas/schema.ts';
import { StarRating } from '../ui/StarRating.tsx';
import { AreaSection } from './AreaSection.tsx';

/** One five-star review with attribution; sample reviews say so (SPEC preface: UK law bans fake reviews). */
export function AreaTestimonial({ testimonial, name }: { testimonial: Testimonial; name: string }) {
  return (
    <AreaSection id="review" title={`What ${name} clients say`} tinted>
      <figure className="max-w-3xl rounded-card bg-white p-6 shadow-card sm:p-8">
        <StarRating rating={testimonial.rating} />
        <blockquote className="mt-4 font-serif text-xl leading-relaxed text-ink">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-5 text-ink-muted">
          <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.place}
          {testimonial.sample && (
            <span className="mt-4 block text-sm">
              <span className="rounded bg-stone-100 px-2 py-0.5 font-semibold">Sample review</span>{' '}
              Illustrative text, to be replaced by a verified client review.
            </span>
          )}
        </figcaption>
      </figure>
    </AreaSection>
  );
}
