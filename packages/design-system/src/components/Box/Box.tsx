import type { AllHTMLAttributes, ElementType, Ref } from 'react';
import { onBrand } from '../../styles/shared.css';
import { sprinkles } from '../../styles/sprinkles.css';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { cx } from '../private/cx';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render, `div` by default. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** The layout primitive: sprinkles props (spacing, flex, colours) on any element. */
export const Box = ({ as: Component = 'div', className, ref, ...props }: BoxProps) => {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      atoms[key] = value;
    } else {
      native[key] = value;
    }
  }

  return (
    <Component
      ref={ref}
      className={cx(
        sprinkles(atoms as Sprinkles),
        props.background === 'brand' && onBrand,
        className,
      )}
      {...native}
    />
  );
};
