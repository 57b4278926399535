import { useNavigate } from 'react-router';
import type { FlowStep } from '@territorio/dealership-flow';
import { useFlowActions } from './FlowProvider';

/** Goes to a flow step when the flow allows it (saving what the buyer typed first). */
export function useGoTo(): (step: FlowStep) => Promise<void> {
  const { goTo } = useFlowActions();
  const navigate = useNavigate();
  return async (step) => {
    const result = await goTo(step);
    if (result.isAllowed && result.path) navigate(result.path);
  };
}
