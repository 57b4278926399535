/**
 * What the site shows from the parameters (banners, news, stories, models, contacts):
 * their loading, failed and empty states, the failed one with 'Reintentar', which loads
 * them again. It reads the parameters' state itself; the caller reads what it lists.
 */
import * as styles from '../layout/layout.css';
import { useParametersResource, useRetry } from '../app/routeData';
import { resourceStatus } from '../stores/resource';
import { ResourceView } from './ResourceView';
import type { ResourceViewProps } from './ResourceView';

export type ParametersViewProps = Pick<ResourceViewProps, 'loadingMessage'> &
  Partial<Pick<ResourceViewProps, 'isEmpty' | 'emptyMessage' | 'children'>>;

export function ParametersView({
  isEmpty = false,
  loadingMessage,
  emptyMessage = '',
  children = null,
}: ParametersViewProps) {
  const resource = useParametersResource();
  const retry = useRetry();
  return (
    <ResourceView
      status={resourceStatus(resource)}
      error={resource.error}
      isEmpty={isEmpty}
      loadingMessage={loadingMessage}
      emptyMessage={emptyMessage}
      onRetry={retry}
    >
      {children}
    </ResourceView>
  );
}

/** A page that has nothing to show before the parameters arrive (a news item, a story). */
export function ParametersPending({ loadingMessage }: { loadingMessage: string }) {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <ParametersView loadingMessage={loadingMessage} />
    </div>
  );
}
