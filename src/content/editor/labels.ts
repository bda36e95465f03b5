/** `priceRange` → `Price range`: a field's label in the editor, read from its key. */
export const labelOf = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
