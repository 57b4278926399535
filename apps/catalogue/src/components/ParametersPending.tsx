/**
 * What a page that needs the parameters (news, stories) shows while they load, or when
 * loading them failed: the loader with the page's message, or the error with 'Reintentar'.
 */
import * as styles from '../layout/layout.css';
import { useParameters, useServices } from '../services/context';
import { resourceStatus } from '../stores/resource';
import { ResourceView } from './ResourceView';

export function ParametersPending({ loadingMessage }: { loadingMessage: string }) {
  const { stores } = useServices();
  const resource = useParameters((state) => state.parameters);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <ResourceView
        status={resourceStatus(resource)}
        error={resource.error}
        isEmpty={false}
        loadingMessage={loadingMessage}
        emptyMessage=""
        onRetry={() => void stores.parameters.getState().loadParameters({ force: true })}
      >
        {null}
      </ResourceView>
    </div>
  );
}
