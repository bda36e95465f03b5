import { z } from 'zod';
import { photoNeedsAlt, uploadedPhoto } from './parts.ts';
import { serviceSlugs } from './services.ts';

const projectPhoto = uploadedPhoto('projects');

const galleryItemSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** A file under public/ (an SVG illustration), or an image under src/assets/ to be optimised. */
    image: z.string().regex(/^\/[\w/.-]+\.(svg|jpe?g|png|webp|avif)$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(15).max(140),
    title: z.string().min(5).max(50),
    // Also the project page's search description (src/routes.ts), so within a page description's 170.
    description: z.string().min(50).max(170),
    features: z.tuple([z.string().min(3).max(30), z.string().min(3).max(30), z.string().min(3).max(30)]),
    // A project's proof, each part optional: photos of the work, where, what, how many windows, measured levels.
    /** A photo of the finished work (the editor stores it in src/assets/images/projects/); shown instead of the illustration. */
    photo: projectPhoto,
    /** What the photo shows, for visitors who cannot see it. */
    photoAlt: z.string().max(140).default(''),
    /** The same window before the work, shown beside the photo. */
    beforePhoto: projectPhoto,
    place: z.string().max(60).default(''),
    propertyType: z.string().max(60).default(''),
    windowsFitted: z.number().int().min(1).max(500).optional(),
    /** Measured indoors before and after fitting (dB), where the survey measured it. */
    dbBefore: z.number().int().min(20).max(120).optional(),
    dbAfter: z.number().int().min(10).max(120).optional(),
    /** The service page this project shows at work (its project page links there). */
    service: z.enum(serviceSlugs),
    /** What the client lived with before the work, on the project's own page. */
    problem: z.string().min(30).max(300),
    /** What the work changed. */
    result: z.string().min(30).max(300),
  })
  .strict()
  .refine(...photoNeedsAlt)
  .refine((p) => (p.dbBefore === undefined) === (p.dbAfter === undefined), {
    message: 'give both measured levels, before and after, or neither',
    path: ['dbAfter'],
  });

/** Project cards for the home page gallery (SPEC section 2, Home): ten, each with three feature tags. */
export const galleryFile = z.object({ gallery: z.array(galleryItemSchema).length(10) }).strict();
