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

const illustration = (slug: string) => ({
  slug,
  image: `/illustrations/gallery/${slug}.svg`,
  width: 480,
  height: 320,
});

/** Project cards for the home page gallery (SPEC section 2, Home): ten, each with three feature tags. */
export const gallery = z
  .array(galleryItemSchema)
  .length(10)
  .parse([
    {
      ...illustration('georgian-sash'),
      alt: 'Illustration of a Georgian sash window with a slim secondary pane fitted inside',
      title: 'Georgian sash, Kensington',
      description:
        'Vertical sliding secondary glazing behind original six-over-six sashes on a busy garden square.',
      features: ['Vertical sliding', 'Acoustic laminate', 'Listed building'],
    },
    {
      ...illustration('victorian-bay'),
      alt: 'Illustration of a three-sided Victorian bay window with secondary panels on each face',
      title: 'Victorian bay, Fulham',
      description:
        'Three made-to-measure horizontal sliders following the angles of a front-room bay window.',
      features: ['Horizontal sliding', 'Bay window', 'Thermal upgrade'],
    },
    {
      ...illustration('railway-bedroom'),
      alt: 'Illustration of a quiet bedroom window with a train passing on a viaduct outside',
      title: 'Bedroom by the railway, Clapham',
      description:
        'A fixed acoustic light with a 150 mm air gap for a bedroom overlooking a main-line viaduct.',
      features: ['Fixed light', 'Railway noise', '150 mm air gap'],
    },
    {
      ...illustration('mayfair-office'),
      alt: 'Illustration of an office with tall windows, a desk and a chair',
      title: 'Boardroom, Mayfair',
      description:
        'Hinged secondary casements in a period office, keeping meetings private above a busy street.',
      features: ['Hinged casement', 'Commercial', 'Speech privacy'],
    },
    {
      ...illustration('mansion-block'),
      alt: 'Illustration of a red-brick mansion block with rows of windows',
      title: 'Mansion flat, Marylebone',
      description:
        'Twelve matching vertical sliders fitted across a mansion flat in two days, with no scaffolding.',
      features: ['Vertical sliding', 'Whole flat', 'Two-day install'],
    },
    {
      ...illustration('flight-path'),
      alt: 'Illustration of a house with an aircraft passing overhead',
      title: 'Under the flight path, Barnes',
      description:
        'Laminated acoustic glass in lift-out frames for a family home beneath the Heathrow approach.',
      features: ['Lift-out', 'Aircraft noise', 'Laminated glass'],
    },
    {
      ...illustration('arched-window'),
      alt: 'Illustration of a tall arched window in a stone wall',
      title: 'Arched window, Hampstead',
      description:
        'A shaped fixed light following the curve of an arched stair window in a conservation area.',
      features: ['Fixed light', 'Shaped frame', 'Conservation area'],
    },
    {
      ...illustration('classroom'),
      alt: 'Illustration of a classroom with large windows and rows of desks',
      title: 'Primary school, Wimbledon',
      description: 'Hinged units on classroom windows facing a main road, fitted during the summer holiday.',
      features: ['Hinged casement', 'Education', 'Holiday install'],
    },
    {
      ...illustration('terrace-street'),
      alt: 'Illustration of a street of terraced houses with sash windows',
      title: 'Terraced house, Notting Hill',
      description: 'Front-elevation sashes treated with slim sliders that cannot be seen from the street.',
      features: ['Vertical sliding', 'Invisible outside', 'Traffic noise'],
    },
    {
      ...illustration('studio-flat'),
      alt: 'Illustration of a small studio window with a plant on the sill',
      title: 'Studio flat, Chelsea',
      description:
        'Magnetic secondary panels for a rented studio: removable, affordable and left without a mark.',
      features: ['Magnetic', 'Rented home', 'Removable'],
    },
  ]);
