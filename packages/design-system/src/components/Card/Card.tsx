import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Card.css';

export const cardTones = ['surface', 'alt'] as const;
export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardElevations = ['none', 'small', 'medium'] as const;

export interface CardProps {
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  tone?: (typeof cardTones)[number];
  padding?: (typeof cardPaddings)[number];
  elevation?: (typeof cardElevations)[number];
  /** For `article`/`section`: the id of the heading that names the card. */
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

/** A rounded surface grouping related content (a vehicle, a plan, a news item). */
export const Card = ({
  as: Component = 'div',
  tone,
  padding,
  elevation,
  className,
  children,
  ...rest
}: CardProps) => (
  <Component {...rest} className={cx(styles.card({ tone, padding, elevation }), className)}>
    {children}
  </Component>
);
