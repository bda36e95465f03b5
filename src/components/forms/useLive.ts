import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** A value only the browser knows: `serverValue` in the static HTML and while hydrating, then `read()`. */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * `data-live` for a form once its island has hydrated: `client:interaction` holds a submit made before then and
 * replays it through React (see src/directives/interaction.ts).
 */
export function useLive(): { 'data-live'?: '' } {
  return useClientValue(() => true, false) ? { 'data-live': '' } : {};
}
