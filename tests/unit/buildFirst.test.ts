import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readsBuild, selectedFiles } from './support/buildFirst.ts';

const files = ['tests/unit/seo.test.ts', 'tests/unit/area-pages.test.ts', 'tests/unit/voice.test.ts'];

describe('the unit tests build dist/ first when a test about to run reads it', () => {
  it('knows which files read the build', () => {
    expect(readsBuild(readFileSync('tests/unit/area-pages.test.ts', 'utf8'))).toBe(true);
    expect(readsBuild(readFileSync('tests/unit/cn.test.ts', 'utf8'))).toBe(false);
  });

  it('follows the command line: the files named, or all of them', () => {
    expect(selectedFiles(['run', 'tests/unit/seo.test.ts'], files)).toEqual(['tests/unit/seo.test.ts']);
    expect(selectedFiles(['run', 'area-pages', '-t', 'Chelsea'], files)).toEqual([
      'tests/unit/area-pages.test.ts',
    ]);
    expect(selectedFiles(['run'], files)).toEqual(files);
    expect(selectedFiles(['run', '-t', 'quote form'], files)).toEqual(files);
  });
});
