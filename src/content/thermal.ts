import { z } from 'zod';

const optionSchema = z
  .object({
    name: z.string().min(5).max(40),
    description: z.string().min(50).max(220),
    efficiency: z.string().min(5).max(40),
  })
  .strict();

/** Thermal glazing options, each with its efficiency label (SPEC section 2, Thermal insulation). */
export const thermalOptions = z
  .array(optionSchema)
  .length(3)
  .parse([
    {
      name: 'Low-emissivity glass',
      description:
        'A microscopically thin metal-oxide coating reflects heat back into the room while letting daylight through.',
      efficiency: 'Good efficiency',
    },
    {
      name: 'Argon-filled units',
      description:
        'A sealed unit filled with argon, a dense inert gas that slows heat moving across the glass more than air does.',
      efficiency: 'Better efficiency',
    },
    {
      name: 'Triple-glazed units',
      description:
        'Three panes and two sealed cavities in the secondary frame for the highest insulation on the coldest, most exposed windows.',
      efficiency: 'Best efficiency',
    },
  ]);
