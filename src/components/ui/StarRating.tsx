import { Star } from 'lucide-react';

/** Five-point star rating, announced as text to screen readers ("Rated 5 out of 5"). */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${max}`} className="flex gap-0.5 text-brass-500">
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5" fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}
