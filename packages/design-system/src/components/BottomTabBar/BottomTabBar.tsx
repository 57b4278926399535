import { useState } from 'react';
import type { ReactNode } from 'react';
import { IconExternal, IconMore } from '../../icons/icons';
import { Modal } from '../Modal/Modal';
import { BaseLink } from '../private/BaseLink';
import { cx } from '../private/cx';
import * as styles from './BottomTabBar.css';

export type BottomTab = {
  label: string;
  href: string;
  /** A decorative icon, e.g. <IconHome />. */
  icon: ReactNode;
  isActive?: boolean;
};

export type MoreMenuEntry = {
  label: string;
  /** App path, tel: link, or external address (with `external`). */
  href: string;
  external?: boolean;
  icon?: ReactNode;
};

export interface BottomTabBarProps {
  /** The link tabs before 'Más' (spec 2.2: Inicio, 0km, Ofertas, Planes). */
  tabs: readonly BottomTab[];
  /** Title of the full-screen menu, e.g. 'Más de Piedemonte Automotores'. */
  moreTitle: string;
  moreEntries: readonly MoreMenuEntry[];
  moreLabel?: string;
  moreIcon?: ReactNode;
  label?: string;
  /** Hides the bar from this breakpoint up (the header takes over); `never` always shows it. */
  hideFrom?: 'tablet' | 'desktop' | 'never';
  className?: string;
}

/** The mobile bottom navigation: the app's link tabs plus 'Más', which opens a full-screen menu. */
export const BottomTabBar = ({
  tabs,
  moreTitle,
  moreEntries,
  moreLabel = 'Más',
  moreIcon = <IconMore size="large" />,
  label = 'Navegación principal',
  hideFrom = 'tablet',
  className,
}: BottomTabBarProps) => {
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const close = () => setIsMoreOpen(false);

  return (
    <nav
      aria-label={label}
      className={cx(
        styles.bar,
        hideFrom === 'tablet' && styles.hiddenFromTablet,
        hideFrom === 'desktop' && styles.hiddenFromDesktop,
        className,
      )}
    >
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <BaseLink
              href={tab.href}
              aria-current={tab.isActive ? 'page' : undefined}
              className={styles.tab}
            >
              {tab.icon}
              {tab.label}
            </BaseLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isMoreOpen}
            className={styles.tab}
            onClick={() => setIsMoreOpen(true)}
          >
            {moreIcon}
            {moreLabel}
          </button>
        </li>
      </ul>
      <Modal open={isMoreOpen} onClose={close} title={moreTitle} size="fullscreen">
        <ul className={styles.entries}>
          {moreEntries.map((entry) => (
            <li key={`${entry.label}-${entry.href}`}>
              <BaseLink
                href={entry.href}
                external={entry.external}
                className={styles.entry}
                onClick={close}
              >
                {entry.icon}
                <span className={styles.entryLabel}>{entry.label}</span>
                {entry.external ? <IconExternal size="small" /> : null}
              </BaseLink>
            </li>
          ))}
        </ul>
      </Modal>
    </nav>
  );
};
