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
import { Card } from '../ui/Card.tsx';

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
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {benefits.map(({ icon, title, description }) => {
        const Icon = icons[icon];
        return (
          <Card as="li" key={title}>
            {/* On phones the icon sits beside the title, so six cards take less of a small screen. */}
            <div className="flex items-center gap-3 sm:block">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700 sm:mb-4">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-xl font-semibold">{title}</h3>
            </div>
            <p className="mt-2 leading-relaxed text-ink-muted">{description}</p>
          </Card>
        );
      })}
    </ul>
  );
}
