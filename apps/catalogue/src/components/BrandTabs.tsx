/** Brand tabs that are links (each brand has its own address). */
import { Link } from './RouterLink';
import * as styles from '../layout/layout.css';

export type BrandTab = {
  readonly label: string;
  readonly href: string;
  readonly isActive: boolean;
};

export function BrandTabs({ label, tabs }: { label: string; tabs: readonly BrandTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              className={styles.navLink}
              aria-current={tab.isActive ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
