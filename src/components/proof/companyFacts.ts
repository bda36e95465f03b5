import type { Site } from '../../config/site.ts';
import { fill, words } from '../../content/interface.ts';

/** Where Companies House registered a company, from its number's prefix. */
const jurisdiction = (number: string) =>
  number.startsWith('SC') ? 'Scotland' : number.startsWith('NI') ? 'Northern Ireland' : 'England and Wales';

/** The company's registered details as lines of text, only those supplied (blank means not supplied yet). */
export function companyFacts(site: Pick<Site, 'name' | 'company'>): string[] {
  const { legalName, number, registeredAddress: a, vatNumber, insurance } = site.company;
  const address = [a.streetAddress, a.locality, a.postalCode].filter(Boolean).join(', ');
  const t = words.proof;
  return [
    legalName &&
      (number
        ? fill(t.registeredCompany, { legalName, jurisdiction: jurisdiction(number), number })
        : legalName),
    !legalName && number ? fill(t.companyNumber, { number }) : '',
    address && fill(t.registeredOffice, { address }),
    vatNumber && fill(t.vatNumber, { number: vatNumber }),
    insurance,
  ].filter(Boolean);
}
