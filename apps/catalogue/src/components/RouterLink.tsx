import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { LinkComponentProps } from '@territorio/design-system';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: string;
  readonly ref?: Ref<HTMLAnchorElement>;
};

/** A client-side link: react-router's navigation, without its framework-mode prefetching. */
export function Link({ to, onClick, target, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** The design system's internal links go through react-router (no full page loads). */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
