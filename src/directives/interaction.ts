import type { ClientDirective } from 'astro';

const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: hydrate an island on the visitor's first pointer, touch or keyboard contact with it, so
 * content pages run no JavaScript before someone interacts. The islands that use it work natively before
 * hydration (popover, invoker commands, native forms); a form submitted before hydration finishes waits for it.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let hydrating: Promise<void> | undefined;
  const wake = () => {
    hydrating ??= (async () => {
      for (const type of wakeEvents) el.removeEventListener(type, wake);
      const hydrate = await load();
      await hydrate();
      el.removeEventListener('submit', holdSubmit, true);
    })();
    return hydrating;
  };
  const holdSubmit = (event: Event) => {
    el.removeEventListener('submit', holdSubmit, true);
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    // React attaches its own submit handler on hydration; replay the visitor's submit through it.
    void wake().then(() => form.requestSubmit());
  };
  for (const type of wakeEvents) el.addEventListener(type, wake, { passive: true });
  el.addEventListener('submit', holdSubmit, true);
};

export default interaction;
