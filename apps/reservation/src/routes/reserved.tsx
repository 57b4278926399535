import { OperationScreen } from '../flow/OperationScreen';
import { OutcomeScreen } from '../screens/OutcomeScreen';

export default function Route() {
  return (
    <OperationScreen step="reserved">
      <OutcomeScreen step="reserved" />
    </OperationScreen>
  );
}
