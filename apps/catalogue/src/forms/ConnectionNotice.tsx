import { Text } from '@territorio/design-system';
import { formNeedsConnectionMessage } from '../lib/offlineCopy';
import { useIsOnline } from '../lib/useIsOnline';
import * as styles from '../layout/layout.css';

/**
 * Next to a form's submit button: offline, the form says it needs a connection. A polite
 * live region that is always present, so the message is announced when the connection goes.
 */
export function ConnectionNotice() {
  const isOnline = useIsOnline();
  return (
    <div role="status" className={styles.connectionNotice}>
      {isOnline ? null : (
        <Text tone="critical" weight="medium">
          {formNeedsConnectionMessage}
        </Text>
      )}
    </div>
  );
}
