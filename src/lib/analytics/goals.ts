/**
 * The goals the statistics service counts (besides page views), by the names its dashboard shows. Set up each name
 * as a custom event goal in Plausible (Umami lists events by name on its own).
 */
export const goals = {
  quoteSent: 'Quote sent',
  contactSent: 'Contact sent',
  quickContactSent: 'Quick contact sent',
  surveyRequested: 'Survey requested',
  phoneTapped: 'Phone tapped',
  whatsappTapped: 'WhatsApp tapped',
  calculatorUsed: 'Calculator used',
  guidePdfDownloaded: 'Guide PDF downloaded',
} as const;
export type Goal = (typeof goals)[keyof typeof goals];

/** The goal each lead form counts once its lead has been delivered. */
export const leadGoals = {
  quote: goals.quoteSent,
  contact: goals.contactSent,
  'quick-contact': goals.quickContactSent,
  survey: goals.surveyRequested,
} as const satisfies Record<string, Goal>;

interface Providers {
  plausible?: (event: string) => void;
  umami?: { track: (event: string) => void };
}

/**
 * Counts a goal with whichever service's script the page loaded (src/layouts/Analytics.astro). Without one (the
 * default, or a blocked script) it does nothing.
 */
export function track(goal: Goal, scope: Providers = globalThis as Providers): void {
  if (scope.plausible) scope.plausible(goal);
  else scope.umami?.track(goal);
}

/** The goals of a tapped link: a phone number, a WhatsApp chat, a PDF. */
export const tapGoals = {
  phone: goals.phoneTapped,
  whatsapp: goals.whatsappTapped,
  pdf: goals.guidePdfDownloaded,
} as const;

/**
 * One listener for every link of the page, counting taps on `tapGoals`' links. It runs as an inline script
 * (src/layouts/Analytics.astro writes its source), so it must use nothing from outside its own body.
 */
export function countTaps(names: typeof tapGoals, scope: Providers = globalThis as Providers): void {
  const goalOf = (href: string): string | undefined => {
    if (href.startsWith('tel:')) return names.phone;
    let url: URL;
    try {
      url = new URL(href, location.href);
    } catch {
      return undefined;
    }
    if (url.hostname === 'wa.me' || url.hostname.endsWith('whatsapp.com')) return names.whatsapp;
    if (url.pathname.toLowerCase().endsWith('.pdf')) return names.pdf;
    return undefined;
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const goal = link ? goalOf(link.getAttribute('href') ?? '') : undefined;
      if (!goal) return;
      if (scope.plausible) scope.plausible(goal);
      else scope.umami?.track(goal);
    },
    { capture: true },
  );
}
