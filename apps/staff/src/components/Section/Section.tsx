import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, Heading, Stack } from '@territorio/design-system';
import type { StackProps } from '@territorio/design-system';

export type SectionProps = {
  /** The section's heading (level 2), which also names the region. */
  title: string;
  /** Gap between the heading and the content. */
  space?: StackProps['space'];
  children: ReactNode;
};

/** A card of a page, named by its heading. */
export function Section({ title, space = 'medium', children }: SectionProps) {
  const headingId = useId();
  return (
    <Card padding="medium" as="section" aria-labelledby={headingId}>
      <Stack space={space}>
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
