import { OperationScreen } from '../flow/OperationScreen';
import { FinancingScreen } from '../screens/FinancingScreen';

export default function Route() {
  return (
    <OperationScreen step="financing">
      <FinancingScreen />
    </OperationScreen>
  );
}
