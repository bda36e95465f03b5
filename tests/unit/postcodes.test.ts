import { describe, expect, it } from 'vitest';
import { findPostcodeArea, outwardCodeAreas } from '../../src/content/areas/postcodes.ts';
import { installerAreaSlugs } from '../../src/content/areas/index.ts';

describe('postcode finder table', () => {
  it('holds real outward codes that point at area pages', () => {
    for (const [code, slugs] of Object.entries(outwardCodeAreas)) {
      expect(code).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/);
      expect(slugs.length).toBeGreaterThan(0);
      for (const slug of slugs) {
        expect(installerAreaSlugs).toContain(slug);
        expect(slug).not.toBe('london');
      }
    }
  });

  it.each([
    ['SW3', ['chelsea']],
    ['sw3', ['chelsea']],
    ['NW3', ['hampstead']],
    ['nw3 1aa', ['hampstead']],
    ['SW15', ['putney']],
    ['SW15 2PA', ['putney']],
    ['W8', ['kensington']],
    ['W8 4PT', ['kensington']],
    ['w84pt', ['kensington']],
    ['W1K 1AA', ['mayfair']],
    ['W1J 7NT', ['mayfair']],
    ['W1U 3BW', ['marylebone']],
    ['W1G 9PF', ['marylebone']],
    ['W1', ['mayfair', 'marylebone']],
    ['SW1X 8LA', ['belgravia', 'knightsbridge']],
    ['SW7', ['kensington', 'knightsbridge']],
    ['TW9 1DN', ['richmond']],
    ['TW10', ['richmond']],
    ['SW19 5AE', ['wimbledon']],
    ['SW13 9HE', ['barnes']],
    ['SW6 1HS', ['fulham']],
    ['NW8 8QN', ['st-johns-wood']],
    ['N6 5HD', ['highgate']],
    ['NW1 8JL', ['primrose-hill']],
    ['W11 2ED', ['notting-hill']],
  ])('%s → %j', (input, expected) => {
    expect(findPostcodeArea(input)).toMatchObject({ kind: 'match', areas: expected });
  });

  it('sends valid postcodes without a local page to the London-and-nationwide answer', () => {
    expect(findPostcodeArea('E1 6AN')).toEqual({ kind: 'elsewhere', outward: 'E1' });
    expect(findPostcodeArea('M1 1AE')).toEqual({ kind: 'elsewhere', outward: 'M1' });
    expect(findPostcodeArea('SE10')).toEqual({ kind: 'elsewhere', outward: 'SE10' });
  });

  it('rejects nonsense and empty input', () => {
    for (const input of ['hello', '12345', 'SW', 'ZZZZ 99', '<script>']) {
      expect(findPostcodeArea(input)).toEqual({ kind: 'invalid' });
    }
    expect(findPostcodeArea('   ')).toEqual({ kind: 'empty' });
  });
});
