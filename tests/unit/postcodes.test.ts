import { describe, expect, it } from 'vitest';
import { findPostcodeArea, finderPath, postcodeTable } from '../../src/content/areas/postcodes.ts';
import { areaHref, areas, installerOnly, outwardCodeAreas } from '../../src/content/areas/index.ts';

// A fixture, so the finder's rules are tested whatever areas the business adds or removes.
const table = postcodeTable([
  { slug: 'kensington', postcodes: ['W8', 'SW7'] },
  { slug: 'knightsbridge', postcodes: ['SW7', 'SW1X'] },
  { slug: 'clapham', postcodes: ['SW4'] },
  { slug: 'london', postcodes: [] },
]);

describe('postcode finder', () => {
  it('builds its table from the areas, every area serving an outward code in area order', () => {
    expect(table).toEqual({
      W8: ['kensington'],
      SW7: ['kensington', 'knightsbridge'],
      SW1X: ['knightsbridge'],
      SW4: ['clapham'],
    });
  });

  it.each([
    ['SW4', ['clapham']],
    ['sw4', ['clapham']],
    ['SW4 0AA', ['clapham']],
    ['sw40aa', ['clapham']],
    ['W8 4PT', ['kensington']],
    ['SW7', ['kensington', 'knightsbridge']],
  ])('%s → %j', (input, expected) => {
    expect(findPostcodeArea(input, table)).toMatchObject({ kind: 'match', areas: expected });
  });

  it('sends valid postcodes without a local page to the London-and-nationwide answer', () => {
    expect(findPostcodeArea('E1 6AN', table)).toEqual({ kind: 'elsewhere', outward: 'E1' });
    expect(findPostcodeArea('M1 1AE', table)).toEqual({ kind: 'elsewhere', outward: 'M1' });
    expect(findPostcodeArea('SE10', table)).toEqual({ kind: 'elsewhere', outward: 'SE10' });
    expect(findPostcodeArea('W1', table)).toEqual({ kind: 'elsewhere', outward: 'W1' });
  });

  it('rejects nonsense and empty input, and never reads the table’s own properties', () => {
    for (const input of ['hello', '12345', 'SW', 'ZZZZ 99', '<script>', 'constructor']) {
      expect(findPostcodeArea(input, table)).toEqual({ kind: 'invalid' });
    }
    expect(findPostcodeArea('   ', table)).toEqual({ kind: 'empty' });
  });

  it('finds every area file’s own postcodes, full or outward, on the site', () => {
    for (const area of areas)
      for (const code of area.postcodes) {
        expect(findPostcodeArea(`${code.toLowerCase()} 1aa`, outwardCodeAreas)).toMatchObject({
          kind: 'match',
          areas: expect.arrayContaining([area.slug]),
        });
        // The finder on /locations sends a visitor to its /areas page, or its installer page where it has none.
        expect(finderPath('area', installerOnly('area'), area.slug)).toBe(areaHref('area', area.slug));
      }
  });
});
