import { Star } from 'lucide-react';

/** Five-point star rating, announced as text to screen readers (`label`: "Rated 5 out of 5"). */
export function StarRating({ rating, label, max = 5 }: { rating: number; label: string; max?: number }) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-brass-500">
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5" fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}
