import { OperationScreen } from '../flow/OperationScreen';
import { PersonalDataScreen } from '../screens/PersonalDataScreen';

export default function Route() {
  return (
    <OperationScreen step="personalData">
      <PersonalDataScreen />
    </OperationScreen>
  );
}
