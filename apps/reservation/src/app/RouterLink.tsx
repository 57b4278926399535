import { Link } from 'react-router';
import type { LinkComponentProps } from '@territorio/design-system';

/** The design system's internal links go through react-router (no page reload). */
export const RouterLink = ({ href, ref, ...rest }: LinkComponentProps) => (
  <Link {...rest} ref={ref} to={href} />
);
