import {
  Droplets,
  Landmark,
  PiggyBank,
  ShieldCheck,
  Thermometer,
  VolumeX,
  type LucideIcon,
} from 'lucide-react';
import type { benefitIcons } from '../../content/benefits.ts';

const icons: Record<(typeof benefitIcons)[number], LucideIcon> = {
  volume: VolumeX,
  thermometer: Thermometer,
  shield: ShieldCheck,
  droplets: Droplets,
  landmark: Landmark,
  'piggy-bank': PiggyBank,
};

interface Benefit {
  icon: (typeof benefitIcons)[number];
  title: string;
  description: string;
}

/** Six benefit cards, each with an icon, title and a sentence. */
export function BenefitGrid({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    // On phones the six are rows of one panel (no gaps, one border), on wider screens a grid of cards.
    <ul className="divide-y divide-stone-200 rounded-card border border-stone-200 bg-white shadow-card sm:grid sm:grid-cols-2 sm:gap-5 sm:divide-y-0 sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none lg:grid-cols-3">
      {benefits.map(({ icon, title, description }) => {
        const Icon = icons[icon];
        return (
          <li
            key={title}
            className="px-4 py-3.5 sm:rounded-card sm:border sm:border-stone-200 sm:bg-white sm:p-6 sm:shadow-card"
          >
            {/* On phones the icon sits beside the title, so six cards take less of a small screen. */}
            <div className="flex items-center gap-3 sm:block">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700 sm:mb-4 sm:size-11">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-xl font-semibold">{title}</h3>
            </div>
            <p className="mt-2 leading-normal text-ink-muted sm:leading-relaxed">{description}</p>
          </li>
        );
      })}
    </ul>
  );
}
