import { Parser } from 'htmlparser2';

/** What a visitor reads on a page: its visible text, one line per block (scripts, styles and SVG left out). */
export function visibleText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let hidden = 0;
  const skipped = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);
  const inline = new Set([
    'a',
    'abbr',
    'b',
    'em',
    'i',
    'span',
    'strong',
    'small',
    'sup',
    'sub',
    'time',
    'code',
    'mark',
    'q',
    's',
    'u',
    'data',
    'bdi',
    'cite',
  ]);
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (skipped.has(name)) hidden += 1;
        else if (!inline.has(name)) flush();
      },
      ontext(text) {
        if (!hidden) line += text;
      },
      onclosetag(name) {
        if (skipped.has(name)) hidden -= 1;
        else if (!inline.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return lines.join('\n');
}
