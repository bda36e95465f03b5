// The inbox's own pages (the thank-you, "check your details" and "not received" answers to a post without
// JavaScript) in the site's own dress: the built 404 page with its main content swapped for the answer. Its inline
// styles (the font faces, the first screens' CSS) and scripts are those whose hashes the CSP already lists, its
// stylesheet is the site's, and nothing carries a `style` attribute, which the CSP (no 'unsafe-inline') would block.

/** An answer page: its title and the HTML of its content (already escaped). */
export type LeadPage = (title: string, content: string) => string;

/** Classes the 404 page itself uses, so the site's stylesheet has them. */
const classes = {
  section: 'container-page py-16 sm:py-24',
  column: 'mx-auto max-w-xl',
  title: 'font-serif text-3xl font-bold text-brand-800',
  text: 'mt-4 text-lg text-ink-muted',
};

/** The content of an answer page, laid out as the site's pages are. */
export const answerContent = (title: string, text: string, more: string, back: string) =>
  `<section aria-labelledby="inbox-answer" class="${classes.section}"><div class="${classes.column}">` +
  `<h1 id="inbox-answer" class="${classes.title}">${title}</h1><p class="${classes.text}">${text}</p>` +
  `${more ? `<div class="${classes.text}">${more}</div>` : ''}<p class="${classes.text}"><a href="${back}" class="font-semibold text-brand-700 underline">Back to the page you were on</a></p></div></section>`;

/** Meta tags that describe the 404 page itself (what it is, how it is shared): not the answer's. */
const aboutThe404 = /<meta (?:name="(?:description|keywords|twitter:[^"]*)"|property="og:[^"]*")[^>]*>/g;

/**
 * The answer pages cut from the built 404 page: its `<main>` up to the first screen's end marker (which loads the
 * site's stylesheet) is the answer's; the rest (head, header, footer, the marker and its script) stays as built.
 * Undefined when the page has no such main (a test's small site): the plain page is used then.
 */
export function leadPageFrom(notFoundHtml: string): LeadPage | undefined {
  const open = /<main\b[^>]*>/.exec(notFoundHtml);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const endMark = /<[a-z]+\b[^>]*\bid="first-screen-end"/g;
  endMark.lastIndex = start;
  const marker = endMark.exec(notFoundHtml)?.index ?? -1;
  const close = notFoundHtml.indexOf('</main>', start);
  const end = marker !== -1 && marker < close ? marker : close;
  if (close === -1) return undefined;
  const head = notFoundHtml.slice(0, start).replace(aboutThe404, '');
  const tail = notFoundHtml.slice(end);
  return (title, content) => head.replace(/<title>[^<|]*/, `<title>${title} `) + content + tail;
}
