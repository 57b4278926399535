import { OperationScreen } from '../flow/OperationScreen';
import { PaymentModeScreen } from '../screens/PaymentModeScreen';

export default function Route() {
  return (
    <OperationScreen step="paymentMode">
      <PaymentModeScreen />
    </OperationScreen>
  );
}
