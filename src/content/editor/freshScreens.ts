// The editor's page (`npm run edit`). When the editor writes a file its own modules read (a new area: the areas'
// pick-lists are built from the area files), the dev server does not reload the page under the office's feet; it says
// so (src/integrations/contentReload.ts), and the next screen the office opens is loaded afresh, so a review's or a
// project's Area pick-list lists the new area with no reload by hand. keystatic.config.ts imports this.

/** The event the dev server sends when the editor's page holds modules older than the files they read. */
export const staleEvent = 'hushpane:stale';
/** The event the editor's page sends once connected: when it began loading, so the server can tell it it is stale. */
export const helloEvent = 'hushpane:hello';

/** Whether a move of the editor's router goes to another screen (not the same screen's query or hash). */
export const otherScreen = (from: string, to: string | URL) =>
  new URL(to, from).pathname !== new URL(from).pathname;

/** From now on, the editor's router opens another screen as a new page load rather than in place. */
export function loadNextScreenAfresh(history: History, location: Location) {
  const { pushState, replaceState } = history;
  history.pushState = function (data, unused, url) {
    if (url != null && otherScreen(location.href, url)) location.assign(new URL(url, location.href));
    else pushState.call(this, data, unused, url);
  };
  history.replaceState = function (data, unused, url) {
    if (url != null && otherScreen(location.href, url)) location.replace(new URL(url, location.href));
    else replaceState.call(this, data, unused, url);
  };
}

let stale = false;
if (typeof document !== 'undefined' && import.meta.hot) {
  import.meta.hot.on(staleEvent, () => {
    if (stale) return;
    stale = true;
    loadNextScreenAfresh(window.history, window.location);
  });
  // Sent once the socket is open (Vite queues it until then).
  import.meta.hot.send(helloEvent, { loadedAt: performance.timeOrigin });
}
