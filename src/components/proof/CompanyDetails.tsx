import { site, type Site } from '../../config/site.ts';
import { companyFacts } from './companyFacts.ts';
import { words } from '../../content/interface.ts';

/**
 * Who runs the site, as the E-Commerce Regulations 2002 ask: legal name, company number, registered office, VAT
 * number, insurance, and the guarantee document. Shows nothing until the business supplies them (business.json).
 */
export function CompanyDetails({
  business = site,
}: {
  business?: Pick<Site, 'name' | 'company' | 'guarantee'>;
}) {
  const facts = companyFacts(business);
  const { guarantee } = business;
  if (facts.length === 0 && !guarantee.url) return null;
  return (
    <section
      aria-labelledby="company-details"
      className="mt-10 rounded-card border border-stone-200 bg-white p-6"
    >
      <h2 id="company-details" className="font-serif text-xl font-bold text-ink">
        {words.proof.companyDetails}
      </h2>
      <ul className="mt-3 space-y-1 text-ink-muted">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {guarantee.url && (
          <li>
            <a href={guarantee.url} className="font-semibold text-brand-700 underline">
              {guarantee.title || words.proof.ourGuarantee}
            </a>
            {guarantee.summary && `: ${guarantee.summary}`}
          </li>
        )}
      </ul>
    </section>
  );
}
