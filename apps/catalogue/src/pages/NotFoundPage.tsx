import { messages, routes } from '@territorio/api-client/core';
import { Card, Heading, Stack, TextLink } from '@territorio/design-system';
import { useResponseStatus } from '../components/serverRender';
import { usePageMeta } from '../components/usePageMeta';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';

export function NotFoundPage() {
  usePageMeta(pageMeta.notFound);
  useResponseStatus(404);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>{messages.notFound}</Heading>
          <TextLink href={routes.home}>Volver al inicio</TextLink>
        </Stack>
      </Card>
    </div>
  );
}
