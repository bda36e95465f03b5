import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { paths } from '../../paths.ts';
import type { Area } from '../../content/areas/index.ts';
import { warrantyText } from './format.ts';
import { CallLink } from '../layout/CallLink.tsx';

interface Props {
  area: Area;
  eyebrow: string;
  title: string;
  intro: string[];
}

/** Heading, the area's own intro, its highlights and the two first calls to action. */
export function AreaHero({ area, eyebrow, title, intro }: Props) {
  return (
    <header className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-paper py-12 sm:py-16">
      <div className="container-page">
        <p className="mb-3 text-sm font-semibold tracking-wide text-brass-700 uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-3xl font-bold sm:text-display">{title}</h1>
        <div className="prose-body mt-5 max-w-3xl text-ink-muted">
          {intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <ul className="mt-6 flex flex-wrap gap-2">
          {[warrantyText(area.warranty), ...area.highlights].map((h) => (
            <li
              key={h}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700"
            >
              <ShieldCheck aria-hidden="true" className="size-4 text-brass-700" />
              {h}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <CallLink variant="primary" iconClassName="size-5" />
          <ButtonLink href={paths.survey} variant="outline">
            {area.consultation}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
