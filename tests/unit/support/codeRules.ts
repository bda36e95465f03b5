import { z } from 'zod';

type Any = z.core.$ZodType;
type Def = {
  type: string;
  shape?: Record<string, Any>;
  element?: Any;
  items?: Any[];
  in?: Any;
  options?: Any[];
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  format?: string;
  innerType?: Any;
  valueType?: Any;
};

/**
 * The rules of a schema written as code (`.refine`, `.superRefine`, a format such as `z.email()`): the editor's
 * fields cannot apply them, so a save could pass the editor and stop the build. Listed by where they are.
 */
export function codeRules(schema: Any, at: string, found: string[] = []): string[] {
  // zod has no public way to list a schema's rules written as code (its JSON Schema leaves them out), so this one
  // reads zod's own definitions (`_zod.def`); the editor's fields are built from the public JSON Schema.
  const def = schema._zod.def as unknown as Def;
  // A template's unknown {token} is named by the build (the editor takes any token: see schemas/template.ts). A list's
  // key each item has its own the editor's list holds too (`uniqueBy`; compare() checks its field does), and figures
  // that rise in order are one editor field, which refuses them out of order (tests/unit/support/editorFields.ts compares it).
  const meta = z.globalRegistry.get(schema) as
    { templateSlots?: unknown; editorUnique?: string; editorAscending?: unknown } | undefined;
  const heldElsewhere = !!meta?.templateSlots || !!meta?.editorUnique || !!meta?.editorAscending;
  for (const check of def.checks ?? []) {
    const { check: kind, format } = check._zod.def;
    if (heldElsewhere && kind === 'custom') continue;
    if (kind === 'custom' || (kind === 'string_format' && format !== 'regex'))
      found.push(`${at}: ${format ?? kind}`);
  }
  if (def.type === 'string' && def.format && def.format !== 'regex') found.push(`${at}: ${def.format}`);
  if (def.type === 'object')
    for (const [k, v] of Object.entries(def.shape!)) codeRules(v, `${at}.${k}`, found);
  if (def.type === 'array') codeRules(def.element!, `${at}[]`, found);
  if (def.type === 'tuple') def.items!.forEach((item) => codeRules(item, `${at}[]`, found));
  if (def.type === 'union') for (const option of def.options!) codeRules(option, at, found);
  if (def.type === 'pipe') codeRules(def.in!, at, found);
  if (def.type === 'record') codeRules(def.valueType!, `${at}.*`, found);
  if (def.innerType) codeRules(def.innerType, at, found);
  return [...new Set(found)];
}
