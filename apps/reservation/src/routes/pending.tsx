import { OperationScreen } from '../flow/OperationScreen';
import { OutcomeScreen } from '../screens/OutcomeScreen';

export default function Route() {
  return (
    <OperationScreen step="pending">
      <OutcomeScreen step="pending" />
    </OperationScreen>
  );
}
