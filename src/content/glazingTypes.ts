import { z } from 'zod';

export const openings = ['hinged', 'horizontal', 'vertical', 'fixed', 'lift-out', 'magnetic'] as const;
export type Opening = (typeof openings)[number];

const typeSchema = z
  .object({
    name: z.string().min(5).max(30),
    opening: z.enum(openings),
    description: z.string().min(50).max(200),
    bestFor: z.string().min(10).max(80),
  })
  .strict();

/** The six secondary glazing types (SPEC section 2, /services). */
export const glazingTypes = z
  .array(typeSchema)
  .length(6)
  .parse([
    {
      name: 'Hinged Casement',
      opening: 'hinged',
      description:
        'Panels hinged at the side that swing open into the room, like a door, for full access to the window.',
      bestFor: 'Casement windows and French doors',
    },
    {
      name: 'Horizontal Sliding',
      opening: 'horizontal',
      description:
        'Two or more panels that glide sideways on slim tracks, so they never swing into the room.',
      bestFor: 'Wide windows and bays',
    },
    {
      name: 'Vertical Sliding',
      opening: 'vertical',
      description:
        'Counterbalanced panels that slide up and down, matching the lines of a traditional sash window.',
      bestFor: 'Georgian and Victorian sash windows',
    },
    {
      name: 'Fixed Light',
      opening: 'fixed',
      description:
        'A single sealed panel with no opening parts, giving the highest acoustic and thermal performance.',
      bestFor: 'Windows you never need to open',
    },
    {
      name: 'Lift-Out',
      opening: 'lift-out',
      description:
        'Panels that lift out of their frame for cleaning or summer airing and drop back in without tools.',
      bestFor: 'Windows opened only now and then',
    },
    {
      name: 'Magnetic',
      opening: 'magnetic',
      description:
        'A light panel held by a magnetic strip around the frame, removed in seconds and almost invisible.',
      bestFor: 'Small windows and tight budgets',
    },
  ]);
