import type { ReactNode } from 'react';
import { Heading, Stack, Text, TextLink } from '@territorio/design-system';

export type DetailHeaderProps = {
  /** The list the record belongs to, e.g. { href: '/consultas', label: 'Volver a consultas' }. */
  back: { href: string; label: string };
  title: ReactNode;
  /** One line under the title: status, brand, vehicle, dates. */
  summary: ReactNode;
};

/** The top of a record's page: the way back to its list, its name and a summary line. */
export function DetailHeader({ back, title, summary }: DetailHeaderProps) {
  return (
    <Stack space="small">
      <TextLink href={back.href}>{back.label}</TextLink>
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{summary}</Text>
    </Stack>
  );
}
