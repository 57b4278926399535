import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressSteps } from './ProgressSteps';

// spec 4: the four steps of the digital dealership.
const steps = [
  { label: 'Modalidad de pago' },
  { label: 'Datos personales' },
  { label: 'Revisión' },
  { label: 'Pago de seña' },
];

const meta = {
  title: 'Navigation/ProgressSteps',
  component: ProgressSteps,
  args: { steps, currentStep: 1 },
  argTypes: { currentStep: { control: { type: 'range', min: 1, max: 4 } } },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = { name: 'Step 1' };

export const ThirdStep: Story = {
  name: 'Step 3, earlier steps reachable',
  args: { currentStep: 3 },
};

export const BackAtTwo: Story = {
  name: 'Back at step 2 with step 3 reachable',
  args: { currentStep: 2, reachableStep: 3 },
};

export const LastStep: Story = { name: 'Step 4', args: { currentStep: 4 } };
