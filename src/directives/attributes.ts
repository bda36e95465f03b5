// The DOM attributes `client:interaction` and the islands' components speak through (src/directives/interaction.ts).
export const islandAttributes = {
  /** On a form once its component is live: a held submit can be replayed through React. */
  live: 'data-live',
  /** On a form its island validates: native validation is off while the island is on its way. */
  liveValidation: 'data-live-validation',
  /** On the island once the directive has run: parts marked `needsScript` show, `withoutScript` hide. */
  scripted: 'data-scripted',
  /** On an island that asks for its modules early: every module it needs (src/integrations/islandModules.ts). */
  modules: 'data-modules',
  /** On a form whose submit is held until the island is live: its button shows the busy state at once. */
  busy: 'data-busy',
} as const;
