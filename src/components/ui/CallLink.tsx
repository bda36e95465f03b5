import { Phone } from 'lucide-react';
import { site, phoneLabel } from '../../config/site.ts';
import { ButtonLink, type ButtonVariant } from './ButtonLink.tsx';

/** The call button: a real tel: link, the number kept on one line. */
export function CallLink({
  variant = 'outline',
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <ButtonLink href={site.phone.href} variant={variant} className={className}>
      <Phone aria-hidden="true" className="size-4" />
      Call {phoneLabel}
    </ButtonLink>
  );
}
