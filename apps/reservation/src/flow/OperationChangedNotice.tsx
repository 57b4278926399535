import { Button, Inline, Text } from '@territorio/design-system';
import { useFlow, useFlowActions } from './FlowProvider';
import * as styles from './flow.css';

/**
 * Says that another tab changed the reservation and this one took its figures (what the
 * buyer was typing stays). A status region that is always there, so the message is read
 * when it appears without moving the focus.
 */
export const OperationChangedNotice = () => {
  const notice = useFlow((state) => state.operationNotice);
  const { dismissOperationNotice } = useFlowActions();
  return (
    <div role="status">
      {notice ? (
        <div className={styles.notice}>
          <Inline space="small" align="spaceBetween">
            <Text>{notice}</Text>
            <Button variant="link" onClick={dismissOperationNotice}>
              Entendido
            </Button>
          </Inline>
        </div>
      ) : null}
    </div>
  );
};
