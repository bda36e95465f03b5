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

/** The icon that stands for a service, in a brass roundel. */
export function ServiceIcon({ icon }: { icon: (typeof serviceIcons)[number] }) {
  const Icon = icons[icon];
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-full bg-brass-100 text-brass-700">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
