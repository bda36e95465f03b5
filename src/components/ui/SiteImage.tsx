import { cn } from '../../lib/cn.ts';
import type { ImageSource } from '../../lib/images.ts';

export interface SiteImageProps {
  src: string;
  /** Fallback widths for browsers without AVIF/WebP. */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  /** Responsive AVIF/WebP sources from astro:assets `getImage()` (see src/lib/images.ts). */
  sources?: ImageSource[];
  sizes?: string;
  /** Above the fold: load eagerly and early. */
  priority?: boolean;
  className?: string;
}

/**
 * The one image component: intrinsic size against layout shift, lazy below the fold,
 * `data-site-image` so the page's failure watcher (src/scripts/imageFailure.ts) can hide and name a broken one.
 */
export function SiteImage({
  src,
  srcSet,
  alt,
  width,
  height,
  sources = [],
  sizes,
  priority = false,
  className,
}: SiteImageProps) {
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-site-image=""
      className={cn('h-auto w-full', className)}
    />
  );
  if (!sources.length) return img;
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
