import type { Space } from '../../styles/sprinkles.css';
import * as styles from './flexLayout.css';

/** A gap: one space token, or one per breakpoint (from that width up). */
export type ResponsiveSpace =
  Space | { readonly mobile?: Space; readonly tablet?: Space; readonly desktop?: Space };

/** The classes of a responsive gap. */
export function gapClasses(space: ResponsiveSpace): string[] {
  if (typeof space === 'string') return [styles.gap[space]];
  return [
    space.mobile && styles.gap[space.mobile],
    space.tablet && styles.gapTablet[space.tablet],
    space.desktop && styles.gapDesktop[space.desktop],
  ].filter((name): name is string => !!name);
}
