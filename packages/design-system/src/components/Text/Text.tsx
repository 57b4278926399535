import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textTones = ['inherit', 'neutral', 'muted', 'critical', 'positive'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export type TextProps = {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  size?: (typeof textSizes)[number];
  /** `inherit` (default) takes the colour of the surrounding area, so it works on brand bands. */
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  align?: 'left' | 'center' | 'right';
  id?: string;
  className?: string;
  children: ReactNode;
};

export const Text = ({
  as: Component = 'p',
  size,
  tone,
  weight,
  align,
  id,
  className,
  children,
}: TextProps) => (
  <Component id={id} className={cx(styles.text({ size, tone, weight, align }), className)}>
    {children}
  </Component>
);
