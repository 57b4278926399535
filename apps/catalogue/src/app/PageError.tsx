/**
 * What a page shows when it could not be shown (spec 8), inside the site's frame, never a
 * blank page: an unknown address is the not-found page; anything else says so and offers
 * 'Reintentar', which loads the address again.
 */
import { messages } from '@territorio/api-client/core';
import { Button, Card, Stack, Text } from '@territorio/design-system';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHead } from '../components/PageHead';
import * as styles from '../layout/layout.css';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageMeta } from '../seo';

export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <PageHead meta={pageMeta.error} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Text weight="medium">
            <span role="alert">{messages.lazyChunkError}</span>
          </Text>
          <Text>{messages.serverError}</Text>
          <div>
            <Button onClick={() => window.location.reload()}>{messages.retry}</Button>
          </div>
        </Stack>
      </Card>
    </div>
  );
}
