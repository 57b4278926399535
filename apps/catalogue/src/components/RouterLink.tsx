import { Link as FrameworkLink } from 'react-router';
import type { LinkProps } from 'react-router';
import type { LinkComponentProps } from '@territorio/design-system';

/**
 * A client-side link that fetches the next page's code when the visitor shows intent
 * (hover, focus, touch). The catalogue's routes read their data in the browser, so only
 * code is fetched ahead.
 */
export function Link(props: LinkProps) {
  return <FrameworkLink prefetch="intent" {...props} />;
}

/** The design system's internal links go through React Router (no full page loads). */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
