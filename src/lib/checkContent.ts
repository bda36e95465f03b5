import type { z } from 'zod';

/**
 * Checks one content file's data against its schema; a violation names the file and every failing field.
 * Browser-safe (no file is read here), so a hydrated island can check the JSON it imports.
 */
export function checkContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(whole file)'}: ${issue.message}`,
  );
  throw new Error(`${file} does not match its schema:\n${fields.join('\n')}`);
}
