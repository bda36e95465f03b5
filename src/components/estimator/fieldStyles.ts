/** The calculator's form look, shared by its groups of fields. */
export const fieldset = 'rounded-card border border-stone-200 bg-white p-4 sm:p-5';
export const legend = 'px-1 font-serif text-lg font-semibold text-brand-800';
export const control = 'mt-1 block min-h-11 w-full rounded-lg border border-ink-muted bg-white px-3';
