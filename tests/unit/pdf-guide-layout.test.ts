// Over the built PDF guide (npm run build first): no line of text is drawn over the one before it. react-pdf gives
// a text the line height of its page unless told otherwise, which once drew the 26 pt title over its subtitle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, type PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfGuidePath } from '../../src/content/guides.ts';
import { requireBuild } from './support/builtSite.ts';

interface Line {
  page: number;
  /** Baseline, in points from the top of the page. */
  y: number;
  size: number;
  text: string;
}

/** Each text run of the guide with its baseline: react-pdf places text with translations (`cm`) inside q/Q. */
async function textLines(file: string): Promise<Line[]> {
  const doc = await PDFDocument.load(readFileSync(file));
  const lines: Line[] = [];
  doc.getPages().forEach((page, index) => {
    const contents = page.node.get(PDFName.of('Contents'))!;
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = refs
      .map((ref) =>
        inflateSync((doc.context.lookup(ref as PDFRef) as PDFRawStream).contents).toString('latin1'),
      )
      .join('\n')
      .split('\n');
    const saved: number[] = [];
    let y = 0;
    let size = 0;
    for (const op of ops) {
      if (op === 'q') saved.push(y);
      else if (op === 'Q') y = saved.pop() ?? 0;
      const move = /^1 0 0 1 [\d.-]+ ([\d.-]+) cm$/.exec(op);
      if (move) y += Number(move[1]);
      const font = /\/\S+ ([\d.]+) Tf/.exec(op);
      if (font) size = Number(font[1]);
      const run = /\[(.*)\] TJ/.exec(op);
      if (run) {
        const hex = [...run[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1]).join('');
        lines.push({ page: index + 1, y, size, text: Buffer.from(hex, 'hex').toString('latin1') });
      }
    }
  });
  return lines;
}

/** Of a font's size: how far its letters reach above and below the baseline (Times and Helvetica, generously). */
const ascent = 0.7;
const descent = 0.2;

describe('the PDF guide', () => {
  it('draws no line over the one above it (the title clear of its subtitle)', async () => {
    const lines = await textLines(path.join(requireBuild(), `${pdfGuidePath}`));
    expect(lines.length).toBeGreaterThan(100);
    const overlaps = lines.flatMap((line, i) => {
      const above = lines[i - 1];
      if (!above || above.page !== line.page || line.y <= above.y) return []; // a table cell beside another
      const room = line.y - above.y;
      const needed = above.size * descent + line.size * ascent;
      return room < needed
        ? [
            `page ${line.page}: "${line.text.slice(0, 30)}" ${room.toFixed(1)} pt under "${above.text.slice(0, 30)}" (needs ${needed.toFixed(1)})`,
          ]
        : [];
    });
    expect(overlaps).toEqual([]);
  });
});
