import { Link } from 'react-router';
import type { LinkComponentProps } from '@territorio/design-system';

/** The design system's app links go through react-router (no full page load). */
export const RouterLink = ({ href, ref, ...rest }: LinkComponentProps) => (
  <Link to={href} ref={ref} {...rest} />
);
