import { useId } from 'react';
import type { ReactNode } from 'react';
import { Heading, Stack } from '@territorio/design-system';
import * as styles from '../layout/layout.css';
import { HydrationSlice } from './HydrationSlice';

/** A page section with its heading, inside the content width. */
export function Section({
  title,
  id,
  tone = 'surface',
  headingLevel = 2,
  belowFold = false,
  children,
}: {
  title: ReactNode;
  id?: string;
  tone?: 'surface' | 'alt';
  headingLevel?: 2 | 3;
  /**
   * A section below the fold of a long page (issue 7): React hydrates it when it comes near
   * the screen, or when something in it is touched, clicked, focused or typed in
   * (HydrationSlice whenNearScreen). For sections whose content reads its own data (a parent
   * that hands it new props before it is hydrated makes React render it again).
   */
  belowFold?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tone === 'alt' ? styles.sectionAlt : styles.section} ${styles.anchorTarget}`}
    >
      <div className={styles.container}>
        <Stack space="large">
          <Heading level={headingLevel} id={headingId}>
            {title}
          </Heading>
          <HydrationSlice whenNearScreen={belowFold}>{children}</HydrationSlice>
        </Stack>
      </div>
    </section>
  );
}
