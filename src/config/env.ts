import { z } from 'zod';

// Build-time environment. PUBLIC_* values are baked into the static pages; nothing secret belongs here.
const envSchema = z.object({
  SITE_URL: z.url('SITE_URL must be an absolute URL such as https://www.example.co.uk').optional(),
});

export type BuildEnv = z.infer<typeof envSchema>;

export function parseBuildEnv(raw: Record<string, string | undefined>): BuildEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid build environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
