import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Filled } from '../ui/Filled.tsx';

export interface ContactPoints {
  phone: { href: string; display: string };
  email: { href: string; display: string };
}

interface Props {
  /** src/config/site.ts's `contactPoints`, passed in: the phone menu (an island) reads no files. */
  contact: ContactPoints;
  className?: string;
  itemClassName?: string;
  linkClassName?: string;
  /** The phone link's own classes, after `linkClassName` (the number in bold beside a plain e-mail). */
  phoneClassName?: string;
  /** The icons' classes; without them, no icons. */
  iconClassName?: string;
  /** The phone link's words with `{phone}` (interface.yaml's `call`); without them, the number alone. */
  callLabel?: string;
  /** Items after the phone and e-mail (opening hours, a link to the footer's details). */
  children?: ReactNode;
}

/**
 * The phone and e-mail links, the one block every place that shows both uses (header, menu, footer, contact page,
 * a failed form's way out). `contact.email.display` is the address, or words such as "Email us instead".
 */
export function ContactLinks({
  contact,
  className,
  itemClassName,
  linkClassName,
  phoneClassName,
  iconClassName,
  callLabel,
  children,
}: Props) {
  const icon = iconClassName && cn('shrink-0', iconClassName);
  return (
    <ul className={className}>
      <li className={itemClassName}>
        <a href={contact.phone.href} className={cn(linkClassName, phoneClassName)}>
          {icon && <Phone aria-hidden="true" className={icon} />}
          {callLabel ? (
            <Filled text={callLabel} values={{ phone: contact.phone.display }} />
          ) : (
            contact.phone.display
          )}
        </a>
      </li>
      <li className={itemClassName}>
        <a href={contact.email.href} className={cn(linkClassName, 'wrap-anywhere')}>
          {icon && <Mail aria-hidden="true" className={icon} />}
          {contact.email.display}
        </a>
      </li>
      {children}
    </ul>
  );
}
