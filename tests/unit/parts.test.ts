import { describe, expect, it } from 'vitest';
import { areaReference, isoDateOrBlank, uploadedPhoto } from '../../src/content/schemas/parts.ts';

describe('content parts the editor writes', () => {
  const photo = uploadedPhoto('projects');

  it('take a photo where the editor stores it, in a list too, and nothing outside its folder', () => {
    for (const path of [
      '',
      '/assets/images/projects/kitchen.jpg',
      '/assets/images/projects/gallery/3/photo.jpg',
      '/assets/images/projects/gallery/0/beforePhoto.webp',
    ])
      expect(photo.safeParse(path).success, path).toBe(true);
    for (const path of [
      '/assets/images/projects/../../secrets.jpg',
      '/assets/images/projects/gallery/.hidden.jpg',
      '/assets/images/areas/photo.jpg',
      '/assets/images/projects/photo.gif',
      'https://example.com/photo.jpg',
    ])
      expect(photo.safeParse(path).success, path).toBe(false);
  });

  it('take a date as the date picker saves it, or none, and refuse a date typed in words', () => {
    expect(isoDateOrBlank.parse('2026-05-14')).toBe('2026-05-14');
    expect(isoDateOrBlank.parse(null)).toBe('');
    expect(isoDateOrBlank.parse(undefined)).toBe('');
    expect(isoDateOrBlank.safeParse('14 May 2026').success).toBe(false);
  });

  it('take an area by its file name only', () => {
    expect(areaReference.safeParse('notting-hill').success).toBe(true);
    expect(areaReference.safeParse('Chelsea').success).toBe(false);
  });
});
