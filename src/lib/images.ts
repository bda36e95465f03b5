import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

// Photographs dropped into src/assets/images/ are referenced in content as /assets/images/<file>.
const rasters = import.meta.glob<{ default: ImageMetadata }>('../assets/images/**/*.{jpg,jpeg,png,webp}', {
  eager: true,
});

/** One responsive source of a <picture>: the srcset of one modern format. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ResolvedImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  sources: ImageSource[];
}

/**
 * Route shells call this at build time: an SVG or public file passes through unchanged; a JPEG/PNG
 * under src/assets/images (JPEG, PNG or WebP, as the editor uploads them) becomes responsive AVIF and WebP with a fallback, keeping its aspect ratio.
 */
export async function resolveImage(
  image: { image: string; width: number; height: number },
  widths = [480, 960],
): Promise<ResolvedImage> {
  const raster = rasters[`..${image.image}`]?.default;
  if (!raster && image.image.startsWith('/assets/'))
    throw new Error(`${image.image}: no such photo in src${image.image} (named in a content file)`);
  if (!raster) return { src: image.image, width: image.width, height: image.height, sources: [] };
  const make = (format: 'avif' | 'webp' | 'jpeg') => getImage({ src: raster, widths, format });
  const [avif, webp, fallback] = await Promise.all([make('avif'), make('webp'), make('jpeg')]);
  return {
    src: fallback.src,
    srcSet: fallback.srcSet.attribute,
    width: image.width,
    height: image.height,
    sources: [
      { type: 'image/avif', srcSet: avif.srcSet.attribute },
      { type: 'image/webp', srcSet: webp.srcSet.attribute },
    ],
  };
}
