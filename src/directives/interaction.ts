import type { ClientDirective } from 'astro';
import { savesData } from '../lib/connection.ts';
import { drafts, typedValues, unsentLeads } from '../lib/leads/drafts.ts';
import { islandAttributes as attr } from './attributes.ts';

/** `client:interaction={…}`: when an island must wake before anyone touches it. */
export interface InteractionOptions {
  /**
   * The island's form keeps a draft under this key (src/lib/leads/drafts.ts): the directive keeps what is typed
   * before the island is live, and wakes it at once when a draft is waiting to be put back.
   */
  draft?: string;
  /** Wake at once when the address carries one of these query parameters (context the island shows). */
  queryParams?: readonly string[];
  /** Wake at once when a lead that could not be sent is waiting in this browser (the island offers to send it). */
  unsent?: boolean;
  /**
   * Fetch the island's modules (listed by the build in `data-modules`, src/integrations/islandModules.ts) at low priority once
   * the page is idle, without running them: the first touch then only runs them. Not when the visitor saves data.
   */
  preload?: boolean;
}

const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function wantedAtOnce({ draft, queryParams, unsent }: InteractionOptions): boolean {
  const query = new URLSearchParams(window.location.search);
  return (
    !!queryParams?.some((name) => query.has(name)) ||
    (!!draft && drafts.load(draft) !== undefined) ||
    (!!unsent && unsentLeads.all().length > 0)
  );
}

const preloaded = new Set<string>();

/**
 * Fetches (and compiles, without running) the island's modules once the page has loaded and the browser is idle,
 * as many per idle callback as its time allows (one at least): the first modulepreload alone can take 10 ms (the
 * page's module loader starts), and all fifteen of a form in one callback made a long task (6-42 ms).
 */
function preloadModules(el: HTMLElement) {
  if (savesData()) return;
  const urls = (el.getAttribute(attr.modules)?.split(' ') ?? []).filter((url) => url && !preloaded.has(url));
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(fetchSome);
  const fetchSome = (deadline?: IdleDeadline) => {
    do {
      const url = urls.shift();
      if (!url) return;
      if (preloaded.has(url)) continue;
      preloaded.add(url);
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url });
      link.fetchPriority = 'low';
      document.head.append(link);
    } while ((deadline?.timeRemaining() ?? 0) > 1);
    whenIdle();
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** How long a hydrated island's forms may take to say they are live before a held submit posts natively. */
const liveTimeoutMs = 8000;

/**
 * Resolves once every form in the island carries `data-live` (set by its component after hydration: React
 * hydrates in a transition, and a submit before that commit would post natively), false after the timeout.
 */
function formsLive(el: HTMLElement): Promise<boolean> {
  const waiting = () => [...el.querySelectorAll('form')].some((form) => !form.hasAttribute(attr.live));
  if (!waiting()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (live: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(live);
    };
    const observer = new MutationObserver(() => {
      if (!waiting()) done(true);
    });
    const timer = setTimeout(() => done(false), liveTimeoutMs);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: [attr.live] });
  });
}

/**
 * Native validation of the forms the island validates itself: off while the island is on its way or live, back
 * on if its script cannot load (the form then posts natively and the browser checks it). The one owner of noValidate.
 */
function nativeValidation(el: HTMLElement, on: boolean) {
  for (const form of el.querySelectorAll<HTMLFormElement>(`form[${attr.liveValidation}]`))
    form.noValidate = !on;
}

/**
 * Loads and hydrates the island on the visitor's first pointer, touch or keyboard contact. The returned wake()
 * resolves true once the island is live, false if its script could not load.
 */
function wakeOnContact(el: HTMLElement, load: Parameters<ClientDirective>[0]) {
  let hydrating: Promise<boolean> | undefined;
  let live = false;
  const wake = () => {
    hydrating ??= (async () => {
      for (const type of wakeEvents) el.removeEventListener(type, wake);
      try {
        const hydrate = await load();
        await hydrate();
      } catch (error) {
        console.error(error);
      }
      // Astro logs a script that fails to load and leaves the island as served (still marked `ssr`).
      live = !el.hasAttribute('ssr') && (await formsLive(el));
      if (!live) {
        el.removeAttribute(attr.scripted); // back to the no-script version of the island
        nativeValidation(el, true);
      }
      return live;
    })();
    return hydrating;
  };
  for (const type of wakeEvents) el.addEventListener(type, wake, { passive: true });
  return { wake, isLive: () => live };
}

/**
 * Holds a submit made before the island is live and replays it once, through React, when it is (a double click
 * still sends once); the form shows its busy state at once meanwhile. If the script cannot load, a lead form
 * posts natively.
 */
function holdAndReplaySubmit(el: HTMLElement, { wake, isLive }: ReturnType<typeof wakeOnContact>) {
  let held = false;
  const hold = (event: Event) => {
    if (isLive() && !held) {
      el.removeEventListener('submit', hold, true); // React handles submits from now on
      return;
    }
    event.preventDefault();
    if (held) return; // the first submit is already waiting: send once
    held = true;
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    form.setAttribute(attr.busy, '');
    submitter?.setAttribute('aria-disabled', 'true');
    void wake().then((live) => {
      el.removeEventListener('submit', hold, true);
      form.removeAttribute(attr.busy);
      submitter?.setAttribute('aria-disabled', 'false');
      // A script-only form (hidden again now) has nothing to post; a lead form posts natively.
      if (!live && form.closest('[data-needs-script]')) return;
      // A form ignores requestSubmit() while its own submit event is still being dispatched: replay after it.
      setTimeout(() => form.requestSubmit(submitter));
    });
  };
  el.addEventListener('submit', hold, true);
}

/** Keeps what is typed before the island is live as the form's draft, so a reload before then loses nothing. */
function keepDraftUntilLive(el: HTMLElement, key: string) {
  const keep = (event: Event) => {
    const { form } = event.target as HTMLInputElement;
    if (form && !form.hasAttribute(attr.live)) drafts.save(key, typedValues(form));
  };
  el.addEventListener('input', keep);
  el.addEventListener('change', keep);
}

/**
 * `client:interaction`: hydrate an island on the visitor's first contact with it, so pages run no JavaScript before
 * someone interacts. The islands that use it work natively before hydration (popover, invoker commands, native
 * forms). Parts that only work with script are marked `data-needs-script`: invisible in the HTML, shown once this
 * directive runs, hidden again if the island's script cannot load.
 */
const interaction: ClientDirective = (load, options, el) => {
  el.setAttribute(attr.scripted, '');
  nativeValidation(el, false);
  const settings = typeof options.value === 'object' ? (options.value as InteractionOptions) : {};
  const island = wakeOnContact(el, load);
  holdAndReplaySubmit(el, island);
  if (settings.draft) keepDraftUntilLive(el, settings.draft);
  if (wantedAtOnce(settings)) void island.wake();
  else if (settings.preload) preloadModules(el);
};

export default interaction;
