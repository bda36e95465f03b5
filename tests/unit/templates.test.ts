import { describe, expect, it } from 'vitest';
import { fill, repeatedPhrase, repeatedPhrases, slotsOf } from '../../src/lib/templates.ts';
import { prepareYaml } from '../../src/content/load.ts';

describe('content templates', () => {
  it('fill each slot and name the one a value is missing for', () => {
    expect(slotsOf('Results in {area}, from {price}')).toEqual(['area', 'price']);
    expect(fill('Results in {area}', { area: 'Chelsea' })).toBe('Results in Chelsea');
    expect(() => fill('Results in {area}', {})).toThrow('needs a value for {area}');
    expect(fill('{n} in {area}', { n: 3 }, { keepMissing: true })).toBe('3 in {area}');
  });

  it('find a phrase of one to four words said twice in a row, whatever its case', () => {
    expect(repeatedPhrase('reduces noise by up to up to 80%')).toBe('up to');
    expect(repeatedPhrase('the the glazing')).toBe('the');
    expect(repeatedPhrase('Secondary glazing in Chelsea secondary glazing in Chelsea')).toBe(
      'Secondary glazing in Chelsea',
    );
    expect(repeatedPhrase('up to 54 dB, up to 80%')).toBeUndefined();
    expect(repeatedPhrase('45 45 dB')).toBeUndefined();
    expect(repeatedPhrase('Chelsea’s sash windows')).toBeUndefined();
    expect(repeatedPhrase('cuts up to 80% of the noise')).toBeUndefined();
  });

  it('list every doubled phrase of a text, leaving the doubles English writes ("that that", "had had")', () => {
    expect(repeatedPhrases('up to up to 80%, and the the glass')).toEqual(['up to', 'the']);
    expect(repeatedPhrases('He said that that window had had a draught.')).toEqual([]);
  });

  it('refuse a file whose figure repeats the words around its token, naming the file', () => {
    const text = 'answer: Noise falls by {percent} of what you hear.\n';
    expect(prepareYaml(text, 'guides/x.yaml', { percent: 'up to 80%' })).toEqual({
      answer: 'Noise falls by up to 80% of what you hear.',
    });
    expect(() =>
      prepareYaml('answer: Noise falls by up to {percent}.\n', 'guides/x.yaml', { percent: 'up to 80%' }),
    ).toThrow(/guides\/x\.yaml: .* says "up to" twice/);
  });
});
