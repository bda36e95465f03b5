import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ProofStrip, type Proof } from '../../src/components/proof/ProofStrip.tsx';
import { CompanyDetails } from '../../src/components/proof/CompanyDetails.tsx';
import { companyFacts } from '../../src/components/proof/companyFacts.ts';
import { AreaTestimonial } from '../../src/components/areas/AreaTestimonial.tsx';
import { isVerified, ratingSummary, reviews, type Review } from '../../src/content/proof.ts';
import { businessNode } from '../../src/lib/seo/jsonLd.ts';
import { site } from '../../src/config/site.ts';
import { Gallery } from '../../src/components/sections/Gallery.tsx';
import { galleryFile } from '../../src/content/gallery.ts';
import { home } from '../../src/content/home.ts';
import { fill, words } from '../../src/content/interface.ts';
import { yamlData } from '../../src/content/load.ts';
import { blankBusiness as withoutCompany, suppliedBusiness } from './support/business.ts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const verified: Review = {
  text: 'The fitters were careful and the bedroom is finally quiet at night, even with the buses outside.',
  name: 'A. Client',
  place: 'Elm Road',
  area: 'chelsea',
  page: 'installer',
  rating: 4,
  source: 'Trustpilot',
  date: '2026-05-14',
  verifyUrl: 'https://example.org/review/1',
};
const none: Proof = {
  accreditations: [],
  rating: undefined,
  guarantee: { title: '', summary: '', url: '' },
  foundingYear: 2008,
};

describe('proof', () => {
  it('shows only what is real: with nothing supplied, the year trading began and no badge, rating or guarantee', () => {
    const html = renderToStaticMarkup(createElement(ProofStrip, { proof: none }));
    expect(text(html)).toBe(fill(words.proof.tradingSince, { year: 2008 }));
    expect(text(renderToStaticMarkup(createElement(ProofStrip)))).toContain(
      fill(words.proof.tradingSince, { year: site.foundingYear }),
    );
  });

  it('shows supplied accreditations with their check link, the guarantee and the verified rating', () => {
    const html = renderToStaticMarkup(
      createElement(ProofStrip, {
        proof: {
          ...none,
          accreditations: [
            {
              name: 'TrustMark',
              body: 'TrustMark',
              membershipNumber: '1234',
              verifyUrl: 'https://example.org/t',
              logo: '',
            },
          ],
          rating: ratingSummary([verified, { ...verified, rating: 5, source: 'Google' }]),
          guarantee: { title: '10-year written guarantee', summary: '', url: '/guarantee' },
        },
      }),
    );
    const t = words.proof;
    expect(text(html)).toBe(
      [
        fill(t.ratingScore, { average: '4.5' }),
        fill(t.ratingCount, { count: 2, sources: 'Trustpilot, Google' }),
        `TrustMark ${fill(t.membership, { number: '1234' })}`,
        '10-year written guarantee',
        fill(t.tradingSince, { year: 2008 }),
      ].join(' '),
    );
    expect(html).toContain('href="https://example.org/t"');
    expect(html).toContain('href="/guarantee"');
  });

  it('never counts a sample review in a rating', () => {
    expect(ratingSummary()?.count).toBe(reviews.filter(isVerified).length || undefined);
    expect(ratingSummary([{ ...verified, source: 'sample' }])).toBeUndefined();
  });

  it('keeps sample reviews and blank details out of the business structured data', () => {
    const node = businessNode(ratingSummary()) as unknown as Record<string, unknown>;
    expect(node).not.toHaveProperty('review');
    // Each detail the business details supply, and none left blank.
    const { legalName, vatNumber } = site.company;
    const sameAs = site.profiles.map((p) => p.url);
    for (const [key, value] of [
      ['legalName', legalName],
      ['vatID', vatNumber],
      ['sameAs', sameAs.length ? sameAs : ''],
    ] as const)
      if (value) expect(node[key], key).toEqual(value);
      else expect(node).not.toHaveProperty(key);
    // The rating counts the verified reviews of reviews.yaml only: there is none while every review is a sample.
    const verifiedCount = reviews.filter(isVerified).length;
    if (verifiedCount) expect(node.aggregateRating).toMatchObject({ reviewCount: verifiedCount });
    else expect(node).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(node)).not.toContain('Sample');
  });

  it('gives the business the rating its page passes, from the verified reviews', () => {
    const rating = ratingSummary([verified, { ...verified, rating: 5, source: 'Google' }]);
    expect(businessNode(rating)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
  });

  it('marks a sample review as one, and links a real one to where it was given', () => {
    const t = words.proof;
    const sample = renderToStaticMarkup(
      createElement(AreaTestimonial, { review: { ...verified, source: 'sample' }, name: 'Chelsea' }),
    );
    expect(text(sample).endsWith(`${t.sampleReview} ${t.sampleNote}`)).toBe(true);
    const real = renderToStaticMarkup(createElement(AreaTestimonial, { review: verified, name: 'Chelsea' }));
    expect(real).not.toContain(t.sampleReview);
    expect(real).toContain('href="https://example.org/review/1"');
    expect(text(real)).toContain(`${fill(t.reviewOn, { source: 'Trustpilot' })}, 14 May 2026`);
  });

  it('shows company details only once supplied, in the words the law asks for', () => {
    expect(companyFacts(withoutCompany)).toEqual([]);
    expect(renderToStaticMarkup(createElement(CompanyDetails, { business: withoutCompany }))).toBe('');
    // The supplied details (a fixture) in interface.yaml's words.
    const t = words.proof;
    const { company, guarantee } = suppliedBusiness;
    expect(text(renderToStaticMarkup(createElement(CompanyDetails, { business: suppliedBusiness })))).toBe(
      [
        t.companyDetails,
        fill(t.registeredCompany, {
          legalName: company.legalName,
          jurisdiction: 'England and Wales',
          number: company.number,
        }),
        fill(t.registeredOffice, { address: '1 Elm Road, London, SW3 4AB' }),
        fill(t.vatNumber, { number: company.vatNumber }),
        company.insurance,
        `${guarantee.title} : ${guarantee.summary}`,
      ].join(' '),
    );
  });

  it('shows a project with the proof the business recorded: before and after photos, facts, measured levels', () => {
    const image = { src: '/after.jpg', width: 480, height: 320, sources: [] };
    const card = {
      slug: 'bay',
      title: 'Victorian bay, Fulham',
      description:
        'Three made-to-measure horizontal sliders following the angles of a front-room bay window.',
      features: ['Horizontal sliding', 'Acoustic laminate', 'Bay window'],
      href: '/projects/bay',
      pictures: {
        alt: 'The bay window from inside, with slim secondary panes fitted',
        image,
        before: { ...image, src: '/before.jpg' },
      },
      propertyType: 'Victorian terrace',
      place: 'Fulham',
      windowsFitted: 3,
      dbBefore: 68,
      dbAfter: 35,
    };
    const galleryWords = {
      ...home.notes,
      cardLink: 'See the project',
      areaLink: 'Secondary glazing in {area}',
    };
    const html = renderToStaticMarkup(createElement(Gallery, { items: [card], words: galleryWords }));
    expect(text(html)).toContain(
      'Victorian bay, Fulham Victorian terrace · Fulham · 3 windows Three made-to-measure',
    );
    expect(text(html)).toContain(fill(home.notes.measured, { before: '68 dB', after: '35 dB' }));
    const beforeAlt = fill(words.projectPages.beforeAlt, { project: card.title });
    expect(html).toContain(`<img src="/before.jpg" alt="${beforeAlt}"`);
    expect(html).toMatch(/<img src="\/after.jpg" alt="The bay window from inside/);
    const plain = renderToStaticMarkup(
      createElement(Gallery, {
        words: galleryWords,
        items: [
          {
            ...card,
            pictures: { ...card.pictures, before: undefined },
            dbBefore: undefined,
            dbAfter: undefined,
            windowsFitted: undefined,
            place: '',
            propertyType: '',
          },
        ],
      }),
    );
    expect(text(plain)).not.toMatch(/Measured|Before|·/);
  });

  it('refuses a project photo without its description or its file, and one measured level without the other', () => {
    const raw = yamlData('gallery.yaml') as { gallery: Record<string, unknown>[] };
    const bad = (change: object) =>
      galleryFile.safeParse({
        ...raw,
        gallery: raw.gallery.map((g, i) => (i === 0 ? { ...g, ...change } : g)),
      }).error?.issues[0];
    const photo = (value: object) => ({ photo: { discriminant: true, value } });
    expect(bad(photo({ image: '/assets/images/projects/sash.jpg' }))?.path).toEqual([
      'gallery',
      0,
      'photo',
      'value',
      'alt',
    ]);
    expect(bad(photo({ image: '', alt: 'A sash window from inside the room' }))?.message).toBe(
      'a photo in src/assets/images/projects/',
    );
    expect(
      bad(photo({ image: '/illustrations/x.jpg', alt: 'A sash window from inside the room' }))?.message,
    ).toBe('a photo in src/assets/images/projects/');
    expect(
      bad(
        photo({
          image: '/assets/images/projects/gallery/0/photo/value/image.jpg',
          alt: 'A sash window from inside the room',
        }),
      ),
    ).toBeUndefined();
    expect(bad({ measured: { discriminant: true, value: { before: 68 } } })?.path).toEqual([
      'gallery',
      0,
      'measured',
      'value',
      'after',
    ]);
    expect(bad({ place: { discriminant: 'area', value: 'Chelsea' } })?.path).toEqual([
      'gallery',
      0,
      'place',
      'value',
    ]);
  });
});
