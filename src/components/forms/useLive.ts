import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `data-live` for a form once its island has hydrated (false on the server and while hydrating, true after):
 * `client:interaction` holds a submit made before then and replays it through React
 * (see src/directives/interaction.ts).
 */
export function useLive(): { 'data-live'?: '' } {
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return live ? { 'data-live': '' } : {};
}
