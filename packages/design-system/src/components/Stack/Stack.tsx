import type { ReactNode } from 'react';
import { listReset } from '../../styles/shared.css';
import { cx } from '../private/cx';
import { gapClasses } from '../private/flexLayout';
import type { ResponsiveSpace } from '../private/flexLayout';
import * as layout from '../private/flexLayout.css';

export const stackAlignments = ['stretch', 'left', 'center', 'right'] as const;

const alignItems = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const;

export type StackProps = {
  /** Gap between children (a space token, responsive). */
  space: ResponsiveSpace;
  align?: (typeof stackAlignments)[number];
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset';
  className?: string;
  children: ReactNode;
};

/** Children one under the other with even spacing. */
export const Stack = ({
  space,
  align = 'stretch',
  as: Component = 'div',
  className,
  children,
}: StackProps) => (
  <Component
    className={cx(
      layout.flex,
      layout.column,
      ...gapClasses(space),
      layout.alignItems[alignItems[align]],
      // A `ul` laid out here is a list of items, not bullets; an `ol` keeps its numbers.
      Component === 'ul' && listReset,
      className,
    )}
  >
    {children}
  </Component>
);
