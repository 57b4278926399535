import { useId } from 'react';
import type { ReactNode } from 'react';
import { Heading, Stack } from '@territorio/design-system';
import * as styles from '../layout/layout.css';

/** A page section with its heading, inside the content width. */
export function Section({
  title,
  id,
  tone = 'surface',
  headingLevel = 2,
  children,
}: {
  title: ReactNode;
  id?: string;
  tone?: 'surface' | 'alt';
  headingLevel?: 2 | 3;
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
          {children}
        </Stack>
      </div>
    </section>
  );
}
