import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { BaseLink } from '../private/BaseLink';
import { cx } from '../private/cx';
import { Spinner } from '../private/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'link'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick'
> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner and sets aria-busy; clicks are ignored while busy. */
  isBusy?: boolean;
  /** Replaces the label while busy, e.g. 'Enviando…'. */
  busyLabel?: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Renders a link styled as a button (through the app's router for app paths). */
  href?: string;
  /** With `href`: opens in a new tab. */
  external?: boolean;
  /** Runs on activation; with `href`, before the link is followed. */
  onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
  children: ReactNode;
}

export const Button = ({
  variant,
  size,
  fullWidth,
  type = 'button',
  isBusy = false,
  busyLabel,
  icon,
  href,
  external,
  disabled,
  className,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) => {
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  const content = (
    <>
      {isBusy ? <Spinner size="small" /> : icon}
      <span>{isBusy && busyLabel ? busyLabel : children}</span>
    </>
  );

  // A disabled link cannot be followed, so it falls back to a disabled button.
  if (href && !disabled) {
    // The caller's onClick runs before the link is followed (a dialog that closes as its
    // link is taken); a busy link is not followed.
    const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (isBusy) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <BaseLink
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        external={external}
        className={classes}
        aria-busy={isBusy || undefined}
        onClick={handleLinkClick}
      >
        {content}
      </BaseLink>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      disabled={disabled}
      aria-busy={isBusy || undefined}
      // A caller's aria-disabled keeps a control focusable that cannot act now (focus is
      // not lost when a list's item reaches an end); busy says the same.
      aria-disabled={isBusy || rest['aria-disabled'] || undefined}
      className={classes}
      onClick={handleClick}
    >
      {content}
    </button>
  );
};
