import { OperationScreen } from '../flow/OperationScreen';
import { UsedVehicleScreen } from '../screens/UsedVehicleScreen';

export default function Route() {
  return (
    <OperationScreen step="usedVehicle">
      <UsedVehicleScreen />
    </OperationScreen>
  );
}
