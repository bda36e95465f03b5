// Filling a content template's `{slots}`. No imports, so hydrated islands use it too (they read no content files).

/** A template's `{slots}` filled: `fill('Results in {area}', { area: 'Chelsea' })`. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    if (!(name in values)) throw new Error(`"${template}" needs a value for ${slot}`);
    return String(values[name]);
  });

/** The words either side of a slot that holds a link: `around('meet our {link}.', 'link')` → `['meet our ', '.']`. */
export function around(template: string, slot: string): [string, string] {
  const [before = '', after = ''] = template.split(`{${slot}}`);
  return [before, after];
}
