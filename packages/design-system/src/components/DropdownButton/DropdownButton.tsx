import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { IconChevronDown, IconExternal } from '../../icons/icons';
import { BaseLink } from '../private/BaseLink';
import { cx } from '../private/cx';
import * as styles from './DropdownButton.css';

export const dropdownButtonSizes = ['small', 'standard'] as const;

export type DropdownOption = {
  label: string;
  /** An app path ('/postventa') goes through the app's router; `external` opens a new tab. */
  href: string;
  external?: boolean;
};

export interface DropdownButtonProps {
  /** The button text, e.g. 'Postventa'. */
  label: ReactNode;
  options: readonly DropdownOption[];
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  /** Highlights the button as the current section. */
  isActive?: boolean;
  /** The type size of the button: 'small' beside a navigation bar's links. */
  size?: (typeof dropdownButtonSizes)[number];
  className?: string;
}

/**
 * A disclosure button showing a list of links. It toggles on click and closes on Escape
 * (returning focus to the button), on a click outside, and when focus leaves it.
 */
export const DropdownButton = ({
  label,
  options,
  align = 'start',
  isActive = false,
  size = 'standard',
  className,
}: DropdownButtonProps) => {
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const root = rootRef.current;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(root?.contains(target));

    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !isInside(event.relatedTarget)) setIsOpen(false);
    };

    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        data-active={isActive}
        className={styles.trigger({ size })}
        onClick={() => setIsOpen((current) => !current)}
      >
        {label}
        <IconChevronDown size="small" className={styles.chevron} />
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        className={cx(styles.menu, align === 'end' ? styles.alignEnd : styles.alignStart)}
      >
        {options.map((option) => (
          <li key={option.href}>
            <BaseLink
              href={option.href}
              external={option.external}
              className={styles.item}
              onClick={() => setIsOpen(false)}
            >
              {option.label}
              {option.external ? <IconExternal size="small" /> : null}
            </BaseLink>
          </li>
        ))}
      </ul>
    </div>
  );
};
