import { ResumeScreen } from '../screens/ResumeScreen';

export default function Route() {
  return <ResumeScreen />;
}
