import { IconCheck } from '../../icons/icons';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './ProgressSteps.css';

export type ProgressStep = {
  label: string;
};

export interface ProgressStepsProps {
  /** The steps in order (the reservation flow has four). */
  steps: readonly ProgressStep[];
  /** 1-based number of the step on screen. */
  currentStep: number;
  /** The furthest step the visitor may jump to (defaults to the current one); later ones are disabled. */
  reachableStep?: number;
  onStepSelect?: (step: number) => void;
  label?: string;
}

/** Numbered steps of a flow; reachable steps are buttons, the current one has aria-current="step". */
export const ProgressSteps = ({
  steps,
  currentStep,
  reachableStep = currentStep,
  onStepSelect,
  label = 'Pasos de la reserva',
}: ProgressStepsProps) => (
  <nav aria-label={label}>
    <ol className={styles.list}>
      {steps.map((step, index) => {
        const number = index + 1;
        const isCurrent = number === currentStep;
        const isComplete = number < currentStep;
        const isReachable = number <= Math.max(reachableStep, currentStep);
        return (
          <li key={step.label} className={styles.item}>
            <button
              type="button"
              className={styles.step}
              aria-current={isCurrent ? 'step' : undefined}
              data-complete={isComplete}
              disabled={!isReachable}
              onClick={() => {
                if (!isCurrent) onStepSelect?.(number);
              }}
            >
              <span aria-hidden="true" className={styles.marker}>
                {isComplete ? <IconCheck size="small" /> : number}
              </span>
              <span>
                <span className={visuallyHidden}>Paso {number}: </span>
                {step.label}
                {isComplete ? <span className={visuallyHidden}> (completado)</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  </nav>
);
