import { z } from '../../config/zod.ts';
import { described } from './template.ts';

/** An id in the calculator's figures (a noise kind, a preset, a source): lower-case words and digits joined by -. */
export const idPattern = {
  regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  message: 'lower-case words and digits joined by -',
};
export const estimatorId = z.string().min(1).max(40).regex(idPattern.regex, idPattern.message);

/**
 * One source the calculator cites (src/content/estimator-sources/<id>.yaml): the file's name is the id its figures
 * cite it by ("Noise calculator: figures and sources" picks it from these files).
 */
export const estimatorSourceSchema = z
  .object({
    title: described(
      z.string().min(10).max(200),
      'The source as a reference list gives it: author, title, publisher, year, and the part the figures use.',
    ),
    // A pattern, not `z.url()`: the editor's field applies a pattern and refuses the save.
    url: z
      .string()
      .min(10)
      .max(300)
      .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, 'a link starting https:// (or http://)'),
  })
  .strict();
