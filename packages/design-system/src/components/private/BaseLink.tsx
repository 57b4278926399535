import type { AnchorHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../../styles/shared.css';
import { useDesignSystem } from './designSystemContext';

export type BaseLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export const NEW_TAB_NOTICE = '(se abre en una pestaña nueva)';

/** App paths ('/contacto') go through the app's router; everything else is a plain anchor. */
export const isAppPath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

export const BaseLink = ({ href, external = false, children, ref, ...rest }: BaseLinkProps) => {
  const { linkComponent: RouterLink } = useDesignSystem();

  if (external) {
    return (
      <a {...rest} ref={ref} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> {NEW_TAB_NOTICE}</span>
      </a>
    );
  }

  if (RouterLink && isAppPath(href)) {
    return (
      <RouterLink {...rest} ref={ref} href={href}>
        {children}
      </RouterLink>
    );
  }

  return (
    <a {...rest} ref={ref} href={href}>
      {children}
    </a>
  );
};
