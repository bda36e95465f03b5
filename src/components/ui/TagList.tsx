import { cn } from '../../lib/cn.ts';

/** Short feature tags as small pills ("Vertical sliding", "Listed building"). */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-1 text-xs sm:px-3 font-semibold text-brand-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
