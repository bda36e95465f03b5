import { site, type Site } from '../../../src/config/site.ts';

/** A business that has supplied every detail the law and a visitor ask for (test data, not a real company). */
export const suppliedBusiness: Site = {
  ...site,
  company: {
    legalName: 'Hushpane Ltd',
    number: '01234567',
    registeredAddress: { streetAddress: '1 Elm Road', locality: 'London', postalCode: 'SW3 4AB' },
    vatNumber: 'GB123456789',
    insurance: 'Public liability insurance to £5 million',
  },
  guarantee: { title: 'Our guarantee', summary: 'Parts and labour for 10 years', url: '/guarantee' },
};

/** Every text of `value` blank. */
const blanked = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? '' : v)) as T;

/** A business that has supplied none of them yet (as the site ships). */
export const blankBusiness: Site = {
  ...site,
  company: blanked(suppliedBusiness.company),
  guarantee: blanked(suppliedBusiness.guarantee),
};
