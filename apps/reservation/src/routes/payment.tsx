import { OperationScreen } from '../flow/OperationScreen';
import { PaymentScreen } from '../screens/PaymentScreen';

export default function Route() {
  return (
    <OperationScreen step="payment">
      <PaymentScreen />
    </OperationScreen>
  );
}
