import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../components/private/cx';
import * as styles from './Icon.css';

export const iconSizes = ['small', 'standard', 'large', 'inherit'] as const;

export type IconProps = {
  /** Makes the icon meaningful (role="img" with this name). Without it the icon is decorative and hidden. */
  title?: string;
  size?: (typeof iconSizes)[number];
  className?: string;
};

/**
 * Builds an inline SVG icon on a 24 × 24 grid drawn with `currentColor`. Declared free of
 * side effects so that a bundle keeps only the icons an app renders.
 */
export const createIcon = /* @__NO_SIDE_EFFECTS__ */ (displayName: string, paths: ReactNode) => {
  const Icon = ({ title, size = 'standard', className }: IconProps) => {
    const titleId = useId();
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={cx(styles.icon({ size }), className)}
        {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      >
        {title ? <title id={titleId}>{title}</title> : null}
        {paths}
      </svg>
    );
  };
  Icon.displayName = displayName;
  return Icon;
};
