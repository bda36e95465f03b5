import { useEffect, useState } from 'react';

/**
 * `data-live` for a form once its island has hydrated: `client:interaction` holds a submit made before then and
 * replays it through React (see src/directives/interaction.ts).
 */
export function useLive(): { 'data-live'?: '' } {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? { 'data-live': '' } : {};
}
