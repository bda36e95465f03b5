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
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map(({ icon, title, description }) => {
        const Icon = icons[icon];
        return (
          <Card as="li" key={title}>
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-brass-100 text-brass-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-xl font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{description}</p>
          </Card>
        );
      })}
    </ul>
  );
}
