/** Reads the `_headers` file format shared by Netlify and Cloudflare Pages: a path pattern, then indented `Name: value` lines. */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:\w+/g, '[^/]+');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const sep = line.indexOf(':');
    if (!rule || sep === -1) throw new Error(`_headers: header line outside a path block: ${line}`);
    rule.headers.push([line.slice(0, sep).trim(), line.slice(sep + 1).trim()]);
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((r) => r.pattern.test(pathname)).flatMap((r) => r.headers);
}
