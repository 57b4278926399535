import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@territorio/design-system';

/** The design system's internal links go through react-router (no full page loads). */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
