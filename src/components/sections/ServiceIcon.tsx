import { Building2, Ear, House, Landmark, Thermometer, Wrench, type LucideIcon } from 'lucide-react';
import type { serviceIcons } from '../../content/services.ts';

const icons: Record<(typeof serviceIcons)[number], LucideIcon> = {
  home: House,
  building: Building2,
  landmark: Landmark,
  wrench: Wrench,
  ear: Ear,
  thermometer: Thermometer,
};

const sizes = { md: ['size-11', 'size-5'], lg: ['size-24', 'size-11'] } as const;

/** The icon that stands for a service, in a brass roundel. */
export function ServiceIcon({
  icon,
  size = 'md',
}: {
  icon: (typeof serviceIcons)[number];
  size?: keyof typeof sizes;
}) {
  const Icon = icons[icon];
  const [roundel, glyph] = sizes[size];
  return (
    <span
      className={`inline-flex ${roundel} items-center justify-center rounded-full bg-brass-100 text-brass-700`}
    >
      <Icon aria-hidden="true" className={glyph} strokeWidth={size === 'lg' ? 1.5 : 2} />
    </span>
  );
}
