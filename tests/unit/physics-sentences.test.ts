// Over the built pages (npm run build first): sentences the site wrote itself that physics contradicts. With secondary
// glazing the new, inner pane is the warm one; the original, outer pane gets colder (Historic England, "Secondary
// glazing for windows"), and a room with its draughts stopped needs its ventilation kept.
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../scripts/launch/pageText.ts';
import { servicePath } from '../../src/paths.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const pages = builtHtml(requireBuild()).map((p) => ({ file: p.file, text: visibleText(p.html) }));

/** "the original glass stays warmer", "keeps the original pane warm", "less condensation on the original glass". */
const warmOriginal =
  /original (glass|pane|window)s?( \w+){0,3} (warmer|warm)\b|(keeps?|stays?) (the )?original (glass|pane)s? warm|less condensation (forms )?on the original (glass|pane)/i;

describe('what the site says of warmth and condensation', () => {
  it('never says the original (outer) glass is kept warmer or mists less', () => {
    const wrong = pages.flatMap((p) => {
      const m = warmOriginal.exec(p.text);
      return m ? [`${p.file}: "${m[0]}"`] : [];
    });
    expect(wrong).toEqual([]);
    expect(warmOriginal.test('so the original glass stays warmer and less condensation forms')).toBe(true);
    expect(warmOriginal.test('Less condensation on the original glass')).toBe(true);
    expect(warmOriginal.test('the inner pane stays warmer')).toBe(false);
  });

  it('the thermal page’s condensation answer says the inner pane is the warm one and to keep the room ventilated', () => {
    const thermal = pages.find((p) => `/${p.file}` === `${servicePath('thermal-insulation')}.html`)!.text;
    expect(thermal).toMatch(/new pane[^.]*warm/i);
    expect(thermal).toMatch(/original pane[^.]*colder/i);
    expect(thermal).toMatch(/trickle vents/i);
  });
});
