import { OperationScreen } from '../flow/OperationScreen';
import { ReviewScreen } from '../screens/ReviewScreen';

export default function Route() {
  return (
    <OperationScreen step="review">
      <ReviewScreen />
    </OperationScreen>
  );
}
