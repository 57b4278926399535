import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPhone } from '../../icons/icons';
import { Inline } from '../Inline/Inline';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Reservar online' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Ver versiones' } };

export const LinkLike: Story = {
  name: 'Link-like',
  args: { variant: 'link', children: 'Ver condiciones' },
};

export const AllSizes: Story = {
  name: 'Every size',
  render: (args) => (
    <Inline space="medium">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Tamaño ${size}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const AllVariantsDisabled: Story = {
  name: 'Disabled',
  render: (args) => (
    <Inline space="medium">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          Continuar
        </Button>
      ))}
    </Inline>
  ),
};

export const Busy: Story = {
  name: 'Disabled while sending',
  args: { isBusy: true, busyLabel: 'Enviando…', children: 'Enviar consulta' },
};

export const WithIcon: Story = {
  name: 'With an icon',
  args: { variant: 'secondary', icon: <IconPhone />, children: 'Llamar' },
};

export const AsInternalLink: Story = {
  name: 'As a link to an app page',
  args: { href: '/contacto', children: 'Contactanos' },
};

export const AsExternalLink: Story = {
  name: 'As an external link',
  args: {
    href: 'https://example.com/usados',
    external: true,
    variant: 'secondary',
    children: 'Usados',
  },
};

export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true, children: 'Continuar' },
};
