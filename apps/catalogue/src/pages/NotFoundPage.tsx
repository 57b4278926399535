import { messages, routes } from '@territorio/api-client/core';
import { Card, Heading, Stack, TextLink } from '@territorio/design-system';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { pageMeta } from '../seo';

export function NotFoundPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <PageHead meta={pageMeta.notFound} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>{messages.notFound}</Heading>
          <TextLink href={routes.home}>Volver al inicio</TextLink>
        </Stack>
      </Card>
    </div>
  );
}
