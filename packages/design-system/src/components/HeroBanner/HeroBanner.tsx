import { useId } from 'react';
import type { ReactNode } from 'react';
import { IconChevronRight } from '../../icons/icons';
import { onBrand } from '../../styles/shared.css';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import type { ImageProps } from '../Image/Image';
import { BaseLink } from '../private/BaseLink';
import { cx } from '../private/cx';
import * as styles from './HeroBanner.css';
import { truncateText } from './truncateText';

export type Breadcrumb = {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
};

/**
 * The band's picture (beside the text from tablet up, under it on phones). The band opens
 * the page, so the picture is fetched first (`isPriority`) unless set to false;
 * `imagePreloads(image)` gives the matching preload links.
 */
export type HeroBannerImage = Omit<ImageProps, 'className'>;

export interface HeroBannerProps {
  title: string;
  /** Cut at 140 characters with an ellipsis. */
  text?: string;
  breadcrumbs?: readonly Breadcrumb[];
  /** Intrinsic width and height are required; `alt: ''` for a decorative picture. */
  image?: HeroBannerImage;
  breadcrumbsLabel?: string;
  /** Actions under the text, e.g. a Button. */
  children?: ReactNode;
  className?: string;
}

/** The brand band at the top of a page: optional breadcrumbs, the page title and a short text. */
export const HeroBanner = ({
  title,
  text,
  breadcrumbs,
  image,
  breadcrumbsLabel = 'Ruta de navegación',
  children,
  className,
}: HeroBannerProps) => {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(onBrand, styles.root, className)}>
      <div className={styles.content}>
        {breadcrumbs && breadcrumbs.length > 0 ? (
          <nav aria-label={breadcrumbsLabel}>
            <ol className={styles.breadcrumbs}>
              {breadcrumbs.map((crumb, index) => {
                const isLast = index === breadcrumbs.length - 1;
                const label = truncateText(crumb.label);
                return (
                  <li key={`${crumb.label}-${index}`} className={styles.crumb}>
                    {crumb.href && !isLast ? (
                      <BaseLink href={crumb.href} className={styles.crumbLink}>
                        {label}
                      </BaseLink>
                    ) : (
                      <span
                        aria-current={isLast ? 'page' : undefined}
                        className={styles.currentCrumb}
                      >
                        {label}
                      </span>
                    )}
                    {isLast ? null : <IconChevronRight size="small" />}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <Heading level={1} id={titleId}>
          {title}
        </Heading>
        {text ? <p className={styles.text}>{truncateText(text)}</p> : null}
        {children}
      </div>
      {image ? (
        <Image {...image} isPriority={image.isPriority ?? true} className={styles.image} />
      ) : null}
    </section>
  );
};
