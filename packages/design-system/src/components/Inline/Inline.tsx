import type { ReactNode } from 'react';
import { listReset } from '../../styles/shared.css';
import { cx } from '../private/cx';
import { gapClasses } from '../private/flexLayout';
import type { ResponsiveSpace } from '../private/flexLayout';
import * as layout from '../private/flexLayout.css';

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;

const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export type InlineProps = {
  space: ResponsiveSpace;
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
  as: Component = 'div',
  className,
  children,
}: InlineProps) => (
  <Component
    className={cx(
      layout.flex,
      layout.wrap,
      collapseBelow ? layout.column : layout.row,
      collapseBelow === 'tablet' && layout.rowFromTablet,
      collapseBelow === 'desktop' && layout.rowFromDesktop,
      ...gapClasses(space),
      layout.justifyContent[justify[align]],
      // Stacked children stretch; side by side from the tablet width up, they align.
      collapseBelow
        ? cx(layout.alignItems.stretch, layout.alignItemsTablet[alignY[vertical]])
        : layout.alignItems[alignY[vertical]],
      // A `ul` laid out here is a list of items, not bullets; an `ol` keeps its numbers.
      Component === 'ul' && listReset,
      className,
    )}
  >
    {children}
  </Component>
);
