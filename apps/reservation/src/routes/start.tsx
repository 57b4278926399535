import { StartScreen } from '../screens/StartScreen';

export default function Route() {
  return <StartScreen />;
}
