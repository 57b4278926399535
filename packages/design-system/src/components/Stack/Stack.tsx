import type { ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { listReset } from '../../styles/shared.css';
import { Box } from '../Box/Box';
import { cx } from '../private/cx';

export const stackAlignments = ['stretch', 'left', 'center', 'right'] as const;

const alignItems = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const;

export type StackProps = {
  /** Gap between children (a space token, responsive). */
  space: Sprinkles['gap'];
  align?: (typeof stackAlignments)[number];
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset';
  className?: string;
  children: ReactNode;
};

/** Children one under the other with even spacing. */
export const Stack = ({
  space,
  align = 'stretch',
  as = 'div',
  className,
  children,
}: StackProps) => (
  <Box
    as={as}
    display="flex"
    flexDirection="column"
    gap={space}
    alignItems={alignItems[align]}
    // A `ul` laid out here is a list of items, not bullets; an `ol` keeps its numbers.
    className={cx(as === 'ul' && listReset, className)}
  >
    {children}
  </Box>
);
