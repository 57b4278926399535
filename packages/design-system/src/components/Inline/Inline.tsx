import type { ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { listReset } from '../../styles/shared.css';
import { Box } from '../Box/Box';
import { cx } from '../private/cx';

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;

const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export type InlineProps = {
  space: Sprinkles['gap'];
  align?: keyof typeof justify;
  alignY?: keyof typeof alignY;
  /** Stacks the children vertically below this breakpoint. */
  collapseBelow?: 'tablet' | 'desktop';
  as?: 'div' | 'ul' | 'ol' | 'nav';
  className?: string;
  children: ReactNode;
};

/** Children side by side, wrapping onto new lines when they do not fit. */
export const Inline = ({
  space,
  align = 'left',
  alignY: vertical = 'center',
  collapseBelow,
  as = 'div',
  className,
  children,
}: InlineProps) => (
  <Box
    as={as}
    display="flex"
    flexWrap="wrap"
    flexDirection={
      collapseBelow === 'tablet'
        ? { mobile: 'column', tablet: 'row' }
        : collapseBelow === 'desktop'
          ? { mobile: 'column', desktop: 'row' }
          : 'row'
    }
    gap={space}
    justifyContent={justify[align]}
    alignItems={collapseBelow ? { mobile: 'stretch', tablet: alignY[vertical] } : alignY[vertical]}
    // A `ul` laid out here is a list of items, not bullets; an `ol` keeps its numbers.
    className={cx(as === 'ul' && listReset, className)}
  >
    {children}
  </Box>
);
