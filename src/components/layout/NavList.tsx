import type { ReactNode } from 'react';
import type { NavItem } from './navigation.ts';

interface Props {
  items: readonly NavItem[];
  className?: string;
  linkClassName: string;
  /** Drawn after each link's label (an arrow). */
  after?: ReactNode;
}

/** A list of site links, the current page marked (`aria-current`): the header's, the menu's, the next steps'. */
export function NavList({ items, className, linkClassName, after }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={item.current} className={linkClassName}>
            {item.label}
            {after}
          </a>
        </li>
      ))}
    </ul>
  );
}
