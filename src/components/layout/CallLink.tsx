import { Phone } from 'lucide-react';
import { site, phoneLabel } from '../../config/site.ts';
import { words } from '../../content/interface.ts';
import { ButtonLink, type ButtonVariant } from '../ui/ButtonLink.tsx';
import { Filled } from '../ui/Filled.tsx';

/**
 * The call button: a real tel: link reading interface.yaml's "Call {phone}". The number stays its own text, its
 * non-breaking spaces intact, so it keeps on one line (html-validate's tel-non-breaking).
 */
export function CallLink({
  variant = 'outline',
  className,
  iconClassName = 'size-4',
}: {
  variant?: ButtonVariant;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ButtonLink href={site.phone.href} variant={variant} className={className}>
      <Phone aria-hidden="true" className={iconClassName} />
      <Filled text={words.actions.call} values={{ phone: phoneLabel }} />
    </ButtonLink>
  );
}
