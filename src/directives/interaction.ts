import type { ClientDirective } from 'astro';
import { drafts, typedValues } from '../lib/leads/drafts.ts';

/** `client:interaction={…}`: when an island must wake before anyone touches it. */
export interface InteractionOptions {
  /**
   * The island's form keeps a draft under this key (src/lib/leads/drafts.ts): the directive keeps what is typed
   * before the island is live, and wakes it at once when a draft is waiting to be put back.
   */
  draft?: string;
  /** Wake at once when the address carries one of these query parameters (context the island shows). */
  queryParams?: readonly string[];
}

const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function wantedAtOnce({ draft, queryParams }: InteractionOptions): boolean {
  const query = new URLSearchParams(window.location.search);
  return !!queryParams?.some((name) => query.has(name)) || (!!draft && drafts.load(draft) !== undefined);
}

/** How long a hydrated island's forms may take to say they are live before a held submit posts natively. */
const liveTimeoutMs = 8000;

/**
 * Resolves once every form in the island carries `data-live` (set by its component after hydration: React
 * hydrates in a transition, and a submit before that commit would post natively), false after the timeout.
 */
function formsLive(el: HTMLElement): Promise<boolean> {
  const waiting = () => [...el.querySelectorAll('form')].some((form) => !form.hasAttribute('data-live'));
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
    observer.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-live'],
    });
  });
}

/**
 * `client:interaction`: hydrate an island on the visitor's first pointer, touch or keyboard contact with it, so
 * pages run no JavaScript before someone interacts. The islands that use it work natively before hydration
 * (popover, invoker commands, native forms). Parts that only work with script are marked `data-needs-script`:
 * invisible in the HTML, shown once this directive runs, hidden again if the island's script cannot load.
 *
 * Forms: a submit before hydration is held and replayed once through the live island (a double click still sends
 * once); each form marks itself `data-live` when its component is live (`useLive`). A form marked
 * `data-live-validation` is validated by its island, so native validation is off while it waits; if the island's
 * script cannot load, native validation comes back and the form posts natively, so the lead still arrives.
 */
const interaction: ClientDirective = (load, options, el) => {
  // Script runs here: show the parts that need it (`data-needs-script`, global.css).
  el.setAttribute('data-scripted', '');
  const liveValidated = () => el.querySelectorAll<HTMLFormElement>('form[data-live-validation]');
  for (const form of liveValidated()) form.noValidate = true;

  let replaying = false;
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    if (replaying) return; // the first submit is already waiting: send once
    replaying = true;
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    void wake().then((live) => {
      el.removeEventListener('submit', holdSubmit, true);
      // A script-only form (hidden again now) has nothing to post; a lead form posts natively.
      if (!live && form.closest('[data-needs-script]')) return;
      if (!live) for (const f of liveValidated()) f.noValidate = false;
      // A form ignores requestSubmit() while its own submit event is still being dispatched: replay after it.
      setTimeout(() => form.requestSubmit(submitter));
    });
  };

  /** Resolves true once the island is live, false if its script could not load. */
  let hydrating: Promise<boolean> | undefined;
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
      const live = !el.hasAttribute('ssr') && (await formsLive(el));
      if (!live) el.removeAttribute('data-scripted'); // back to the no-script version of the island
      if (live && !replaying) el.removeEventListener('submit', holdSubmit, true);
      return live;
    })();
    return hydrating;
  };

  for (const type of wakeEvents) el.addEventListener(type, wake, { passive: true });
  el.addEventListener('submit', holdSubmit, true);
  const settings = typeof options.value === 'object' ? (options.value as InteractionOptions) : {};
  const { draft } = settings;
  if (draft) {
    // Until the island keeps its own draft, keep what is typed (a reload before then loses nothing).
    const keep = (event: Event) => {
      const { form } = event.target as HTMLInputElement;
      if (form && !form.hasAttribute('data-live')) drafts.save(draft, typedValues(form));
    };
    el.addEventListener('input', keep);
    el.addEventListener('change', keep);
  }
  if (wantedAtOnce(settings)) void wake();
};

export default interaction;
