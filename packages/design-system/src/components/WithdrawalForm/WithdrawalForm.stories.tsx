import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithdrawalForm } from './WithdrawalForm';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Forms/WithdrawalForm',
  component: WithdrawalForm,
  args: {
    title: 'Botón de arrepentimiento',
    intro: [
      'Si compraste o reservaste online, podés pedir la revocación dentro de los 10 días corridos (Disposición 954/2025). Completá tus datos y te contactamos.',
      'No necesitás registrarte. Al enviarla te damos en el momento un código de trámite, que también te llega por email.',
    ],
    privacyNotice:
      'Usamos tus datos solo para responder tu solicitud. Podés pedir que los borremos cuando quieras.',
    check: async (values) => (values.name ? {} : { name: 'Ingresá tu nombre.' }),
    send: async () => 'ARR-7KQ2M9XW',
    confirmation: (reference) =>
      `Recibimos tu solicitud de arrepentimiento. Te vamos a escribir a tu email. Tu código de trámite es ${reference}.`,
    failure: () => '¡Hubo un problema! Intentalo de nuevo más tarde.',
  },
} satisfies Meta<typeof WithdrawalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (no operation known)' };

export const PreFilled: Story = {
  name: 'Pre-filled with the operation code',
  args: { operationCode: 'K7PQ2M9XWT' },
};

export const Sending: Story = {
  name: 'Sending (waits for ever)',
  args: { operationCode: 'K7PQ2M9XWT', check: async () => ({}), send: never },
};
