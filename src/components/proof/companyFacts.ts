import type { Site } from '../../config/site.ts';

/** Where Companies House registered a company, from its number's prefix. */
const jurisdiction = (number: string) =>
  number.startsWith('SC') ? 'Scotland' : number.startsWith('NI') ? 'Northern Ireland' : 'England and Wales';

/** The company's registered details as lines of text, only those supplied (blank means not supplied yet). */
export function companyFacts(site: Pick<Site, 'name' | 'company'>): string[] {
  const { legalName, number, registeredAddress: a, vatNumber, insurance } = site.company;
  const address = [a.streetAddress, a.locality, a.postalCode].filter(Boolean).join(', ');
  return [
    legalName && (number ? `${legalName}, registered in ${jurisdiction(number)} no. ${number}` : legalName),
    !legalName && number ? `Company no. ${number}` : '',
    address && `Registered office: ${address}`,
    vatNumber && `VAT no. ${vatNumber}`,
    insurance,
  ].filter(Boolean);
}
