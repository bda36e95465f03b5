import { BadgeCheck, CalendarCheck, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { site, type Site } from '../../config/site.ts';
import {
  accreditations as allAccreditations,
  ratingSummary,
  type Accreditation,
  type RatingSummary,
} from '../../content/proof.ts';
import { fill, words } from '../../content/interface.ts';

export interface Proof {
  accreditations: readonly Accreditation[];
  rating: RatingSummary | undefined;
  guarantee: Site['guarantee'];
  foundingYear: number;
}

const liveProof: Proof = {
  accreditations: allAccreditations,
  rating: ratingSummary(),
  guarantee: site.guarantee,
  foundingYear: site.foundingYear,
};

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-h-11 items-center gap-2.5 text-sm text-ink">
      <span aria-hidden="true" className="text-brand-700 [&>svg]:size-5">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

const link = 'font-semibold underline decoration-brand-300 underline-offset-2 hover:text-brand-700';

/**
 * What proves the business is real, where a visitor decides: accreditations (each linked to its check), the written
 * guarantee, the verified review summary, the year it began trading. Only what the business has supplied shows: no
 * placeholder, no sample review, no unlinked badge.
 */
export function ProofStrip({ proof = liveProof, className = '' }: { proof?: Proof; className?: string }) {
  const { accreditations, rating, guarantee, foundingYear } = proof;
  const t = words.proof;
  return (
    <ul className={`flex flex-wrap gap-x-8 gap-y-2 ${className}`}>
      {rating && (
        <Item icon={<Star fill="currentColor" />}>
          <strong>{fill(t.ratingScore, { average: rating.average.toFixed(1) })}</strong>{' '}
          {fill(rating.count === 1 ? t.ratingOne : t.ratingCount, {
            count: rating.count,
            sources: rating.sources.join(', '),
          })}
        </Item>
      )}
      {accreditations.map((a) => (
        <Item key={a.name} icon={<BadgeCheck />}>
          <a href={a.verifyUrl} className={link} rel="noopener">
            {a.name}
          </a>{' '}
          {fill(t.membership, { number: a.membershipNumber })}
        </Item>
      ))}
      {guarantee.url && (
        <Item icon={<ShieldCheck />}>
          <a href={guarantee.url} className={link}>
            {guarantee.title || t.guarantee}
          </a>
        </Item>
      )}
      <Item icon={<CalendarCheck />}>{fill(t.tradingSince, { year: foundingYear })}</Item>
    </ul>
  );
}
