import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { ProgressSteps } from './ProgressSteps';

const steps = [
  { label: 'Modalidad de pago' },
  { label: 'Datos personales' },
  { label: 'Revisión' },
  { label: 'Pago de seña' },
];

describe('ProgressSteps', () => {
  it('marks the current step and disables the steps not reached yet', () => {
    renderInTheme(<ProgressSteps steps={steps} currentStep={2} />);
    expect(screen.getByRole('navigation', { name: 'Pasos de la reserva' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(buttons[1]).toHaveAttribute('aria-current', 'step');
    expect(buttons[1]).toHaveAccessibleName('Paso 2: Datos personales');
    expect(buttons[0]).toHaveAccessibleName('Paso 1: Modalidad de pago (completado)');
    expect(buttons[0]).toBeEnabled();
    expect(buttons[2]).toBeDisabled();
    expect(buttons[3]).toBeDisabled();
  });

  it('jumps to a reachable step, not to the current one', async () => {
    const onStepSelect = vi.fn();
    renderInTheme(
      <ProgressSteps steps={steps} currentStep={2} reachableStep={3} onStepSelect={onStepSelect} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Revisión/ }));
    expect(onStepSelect).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: /Modalidad de pago/ }));
    expect(onStepSelect).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: /Datos personales/ }));
    expect(onStepSelect).toHaveBeenCalledTimes(2);
  });
});
