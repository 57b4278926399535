import { IconArrowLeft, IconInfo } from '../../icons/icons';
import { onBrand, visuallyHidden } from '../../styles/shared.css';
import { BaseLink } from '../private/BaseLink';
import { cx } from '../private/cx';
import * as styles from './MobileHeader.css';

export interface MobileHeaderProps {
  title: string;
  /** Where the back arrow goes. */
  backHref: string;
  backLabel?: string;
  /** Shows an 'Info' link on the right when given. */
  infoHref?: string;
  infoLabel?: string;
  titleComponent?: 'h1' | 'h2';
  className?: string;
}

/** The compact brand-coloured bar of mobile screens: back link, title and optional 'Info'. */
export const MobileHeader = ({
  title,
  backHref,
  backLabel = 'Volver',
  infoHref,
  infoLabel = 'Info',
  titleComponent: Title = 'h1',
  className,
}: MobileHeaderProps) => (
  <header className={cx(onBrand, styles.root, className)}>
    <BaseLink href={backHref} className={styles.iconLink}>
      <IconArrowLeft size="large" />
      <span className={visuallyHidden}>{backLabel}</span>
    </BaseLink>
    <Title className={styles.title}>{title}</Title>
    {infoHref ? (
      <BaseLink href={infoHref} className={styles.info}>
        <IconInfo size="small" />
        {infoLabel}
      </BaseLink>
    ) : (
      <span />
    )}
  </header>
);
