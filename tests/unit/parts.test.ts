import { describe, expect, it } from 'vitest';
import { areaReference, isoDate, uploadedPhoto } from '../../src/content/schemas/parts.ts';
import { reviewSchema } from '../../src/content/schemas/proof.ts';

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

  it('take a date as the date picker saves it, and refuse a date typed in words', () => {
    expect(isoDate.parse('2026-05-14')).toBe('2026-05-14');
    for (const date of ['14 May 2026', '', null])
      expect(isoDate.safeParse(date).success, String(date)).toBe(false);
  });

  it('take a review with what its source needs: nothing for a sample, a date and any link for a given one', () => {
    const review = {
      text: 'A review long enough for the schema to take it as one, forty characters.',
      name: 'A. Client',
      place: 'Oakley Street',
      page: { discriminant: 'installer', value: 'chelsea' },
      rating: 5,
    };
    const given = (discriminant: string, value?: object) =>
      reviewSchema.safeParse({ ...review, source: { discriminant, value } });
    // Pages read the page and its area flat.
    expect(given('sample').data).toMatchObject({
      area: 'chelsea',
      page: 'installer',
      source: 'sample',
      date: '',
      verifyUrl: '',
    });
    const link = 'https://www.google.com/maps/place/example';
    expect(given('Google', { date: '2026-05-14', verifyUrl: link }).data).toMatchObject({
      source: 'Google',
      date: '2026-05-14',
      verifyUrl: link,
    });
    // A link where there is one: blank is taken (the page then names the source without a link), words are not.
    expect(given('Google', { date: '2026-05-14' }).data).toMatchObject({ source: 'Google', verifyUrl: '' });
    expect(
      given('Google', { date: '2026-05-14', verifyUrl: 'the google review' }).error?.issues[0],
    ).toMatchObject({
      path: ['source', 'value', 'verifyUrl'],
      message: 'a link starting https://, or blank',
    });
    expect(given('Trustpilot', { verifyUrl: link }).error?.issues[0]?.path).toEqual([
      'source',
      'value',
      'date',
    ]);
    expect(given('direct', { date: '2026-05-14' }).data).toMatchObject({ source: 'direct', verifyUrl: '' });
  });

  it('take an area by its file name only', () => {
    expect(areaReference.safeParse('notting-hill').success).toBe(true);
    expect(areaReference.safeParse('Chelsea').success).toBe(false);
  });
});
