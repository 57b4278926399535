import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = {
  /** Visual size and, unless `component` says otherwise, the element (h1 to h4). */
  level: HeadingLevel;
  component?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
  align?: 'left' | 'center' | 'right';
  id?: string;
  className?: string;
  children: ReactNode;
};

export const Heading = ({ level, component, align, id, className, children }: HeadingProps) => {
  const Component = component ?? (`h${level}` as const);
  const size = String(level) as `${HeadingLevel}`;
  return (
    <Component id={id} className={cx(styles.heading({ level: size, align }), className)}>
      {children}
    </Component>
  );
};
