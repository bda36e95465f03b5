import type { Service } from '../../content/services.ts';
import { ServiceIcon } from './ServiceIcon.tsx';

/** Until the business adds a photo: the service's icon framed like a sash window. Decoration only. */
export function ServiceArt({ icon, className = '' }: { icon: Service['icon']; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative aspect-[16/9] items-center justify-center overflow-hidden bg-brand-800 ${className}`}
    >
      <div className="absolute inset-6 rounded-sm border-2 border-brand-100/20" />
      <div className="absolute inset-x-6 top-1/2 border-t-4 border-brass-500/50" />
      <div className="absolute inset-y-6 left-1/3 border-l border-brand-100/15" />
      <div className="absolute inset-y-6 left-2/3 border-l border-brand-100/15" />
      <div className="relative rounded-full ring-8 ring-brand-800">
        <ServiceIcon icon={icon} size="lg" />
      </div>
    </div>
  );
}
