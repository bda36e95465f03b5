import { z } from './zod.ts';

// Build-time environment. PUBLIC_* values are baked into the static pages; nothing secret belongs here.
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Paths of the local lead inbox that `npm start` and `npm run dev` serve when no real service is configured. */
export const localInbox = {
  emailjsOrigin: '',
  formEndpoint: '/api/forms',
} as const;

/** The cookieless statistics services the site can load, with their hosted script and what identifies the site. */
export const analyticsDefaults = {
  plausible: {
    name: 'Plausible Analytics',
    script: 'https://plausible.io/js/script.js',
    siteAttribute: 'data-domain',
    siteHint: "the site's domain as added in Plausible, such as www.example.co.uk",
  },
  umami: {
    name: 'Umami',
    script: 'https://cloud.umami.is/script.js',
    siteAttribute: 'data-website-id',
    siteHint: "the website ID Umami shows in the site's settings",
  },
} as const;
const analyticsProviders = ['plausible', 'umami'] as const;

const envSchema = z
  .object({
    SITE_URL: z.url('SITE_URL must be an absolute URL such as https://www.example.co.uk').optional(),
    PUBLIC_EMAILJS_PUBLIC_KEY: optionalString,
    PUBLIC_EMAILJS_SERVICE_ID: optionalString,
    PUBLIC_EMAILJS_TEMPLATE_ID: optionalString,
    PUBLIC_EMAILJS_ORIGIN: z.url('PUBLIC_EMAILJS_ORIGIN must be an absolute URL').optional(),
    PUBLIC_FORM_ENDPOINT: z
      .url('PUBLIC_FORM_ENDPOINT must be an absolute URL such as a Formspree form URL')
      .optional(),
    // Visitor statistics without cookies (off unless a provider is named): Plausible or Umami.
    PUBLIC_ANALYTICS_PROVIDER: optionalString.pipe(
      z
        .enum(analyticsProviders, {
          error: `PUBLIC_ANALYTICS_PROVIDER must be one of: ${analyticsProviders.join(', ')}`,
        })
        .optional(),
    ),
    /** Plausible: the site's domain as registered there; Umami: the website ID. */
    PUBLIC_ANALYTICS_SITE: optionalString,
    /** The provider's script, for a self-hosted instance; events go to the same origin. */
    PUBLIC_ANALYTICS_SCRIPT: optionalString.pipe(
      z.url('PUBLIC_ANALYTICS_SCRIPT must be an absolute URL').optional(),
    ),
    // Set by the hosts' own builds (Cloudflare Pages: CF_PAGES=1, Netlify: NETLIFY=true).
    CF_PAGES: optionalString,
    NETLIFY: optionalString,
  })
  .superRefine((env, ctx) => {
    // The local inbox exists only under `npm start`: on a static host the forms' no-JavaScript post needs a real endpoint.
    const host = env.CF_PAGES ? 'Cloudflare Pages' : env.NETLIFY ? 'Netlify' : undefined;
    if (host && !env.PUBLIC_FORM_ENDPOINT) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_FORM_ENDPOINT'],
        message: `PUBLIC_FORM_ENDPOINT is required on ${host}: the local inbox (${localInbox.formEndpoint}) exists only under npm start, so set the form endpoint (e.g. a Formspree form URL) in the host's build settings`,
      });
    }
    if (env.PUBLIC_ANALYTICS_PROVIDER && !env.PUBLIC_ANALYTICS_SITE) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ANALYTICS_SITE'],
        message: `PUBLIC_ANALYTICS_SITE is required with PUBLIC_ANALYTICS_PROVIDER=${env.PUBLIC_ANALYTICS_PROVIDER}: ${analyticsDefaults[env.PUBLIC_ANALYTICS_PROVIDER].siteHint}`,
      });
    }
    if (!env.PUBLIC_ANALYTICS_PROVIDER && (env.PUBLIC_ANALYTICS_SITE || env.PUBLIC_ANALYTICS_SCRIPT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ANALYTICS_PROVIDER'],
        message: `PUBLIC_ANALYTICS_PROVIDER is missing: set it to ${analyticsProviders.join(' or ')}, or remove the other PUBLIC_ANALYTICS_* values`,
      });
    }
    const keys = [
      'PUBLIC_EMAILJS_PUBLIC_KEY',
      'PUBLIC_EMAILJS_SERVICE_ID',
      'PUBLIC_EMAILJS_TEMPLATE_ID',
    ] as const;
    const set = keys.filter((k) => env[k]);
    if (set.length > 0 && set.length < keys.length) {
      for (const k of keys.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `${k} is missing: set all three EmailJS values or none`,
        });
      }
    }
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

/** Where leads go: the real services when configured, else the local inbox on the same origin. */
export function leadDelivery(env: BuildEnv) {
  const emailjs = env.PUBLIC_EMAILJS_PUBLIC_KEY
    ? {
        local: false,
        publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY,
        serviceId: env.PUBLIC_EMAILJS_SERVICE_ID!,
        templateId: env.PUBLIC_EMAILJS_TEMPLATE_ID!,
        origin: env.PUBLIC_EMAILJS_ORIGIN ?? 'https://api.emailjs.com',
      }
    : {
        local: true,
        publicKey: 'local-inbox',
        serviceId: 'local-inbox',
        templateId: 'quote-request',
        origin: localInbox.emailjsOrigin,
      };
  const formEndpoint = env.PUBLIC_FORM_ENDPOINT ?? localInbox.formEndpoint;
  const formsLocal = !env.PUBLIC_FORM_ENDPOINT;
  // A quote EmailJS could not take goes to the form endpoint: a real one, or the local inbox standing in for both.
  const quoteFailover = !formsLocal || emailjs.local;
  return { emailjs, formEndpoint, formsLocal, quoteFailover };
}

/** The statistics service this build loads, or undefined (the default): no script, and the privacy notice says so. */
export function analyticsSettings(env: BuildEnv) {
  if (!env.PUBLIC_ANALYTICS_PROVIDER || !env.PUBLIC_ANALYTICS_SITE) return undefined;
  const provider = analyticsDefaults[env.PUBLIC_ANALYTICS_PROVIDER];
  const script = env.PUBLIC_ANALYTICS_SCRIPT ?? provider.script;
  return {
    provider: env.PUBLIC_ANALYTICS_PROVIDER,
    name: provider.name,
    script,
    /** The script's origin: it serves the script and takes the page views and goals. */
    origin: new URL(script).origin,
    siteAttribute: { [provider.siteAttribute]: env.PUBLIC_ANALYTICS_SITE },
  };
}
export type AnalyticsSettings = NonNullable<ReturnType<typeof analyticsSettings>>;

/**
 * Which content editor a build holds: none (the public site), `local` (`npm run edit`: the files on this computer) or
 * `github` (`npm run build:editor`: the live editor, which commits to the repository named by
 * PUBLIC_KEYSTATIC_GITHUB_REPO).
 */
export function editorBuildMode(raw: Record<string, string | undefined>): 'local' | 'github' | undefined {
  const flag = raw.HUSHPANE_EDITOR;
  if (!flag) return undefined;
  if (flag === '1') return 'local';
  if (flag !== 'github')
    throw new Error(
      `HUSHPANE_EDITOR must be 1 (npm run edit) or github (npm run build:editor), not "${flag}"`,
    );
  if (!/^[\w.-]+\/[\w.-]+$/.test(raw.PUBLIC_KEYSTATIC_GITHUB_REPO ?? ''))
    throw new Error(
      'npm run build:editor needs PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name: the GitHub repository the editor saves to',
    );
  return 'github';
}
