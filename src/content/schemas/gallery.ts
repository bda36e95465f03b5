import { z } from 'zod';

const galleryItemSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** A file under public/ (an SVG illustration), or an image under src/assets/ to be optimised. */
    image: z.string().regex(/^\/[\w/.-]+\.(svg|jpe?g|png|webp|avif)$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(15).max(140),
    title: z.string().min(5).max(50),
    description: z.string().min(50).max(180),
    features: z.tuple([z.string().min(3).max(30), z.string().min(3).max(30), z.string().min(3).max(30)]),
  })
  .strict();

/** Project cards for the home page gallery (SPEC section 2, Home): ten, each with three feature tags. */
export const galleryFile = z.object({ gallery: z.array(galleryItemSchema).length(10) }).strict();
