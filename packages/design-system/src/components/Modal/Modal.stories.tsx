import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImageSize, vehicleImage } from '../../stories/fixtures';
import { Button } from '../Button/Button';
import { ModalHeader } from '../ModalHeader/ModalHeader';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

const WithOpener = (props: ModalProps) => {
  const [isOpen, setIsOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Abrir</Button>
      <Modal {...props} open={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
};

const meta = {
  title: 'Dialogs/Modal',
  component: Modal,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: true,
    onClose: () => {},
    title: 'Solicitar cotización',
    children: (
      <Stack space="medium">
        <Text>Dejanos tus datos y un asesor te contacta.</Text>
        <TextField label="Nombre" name="name" required />
        <TextField label="Email" type="email" name="email" required />
        <Button type="submit">Enviar</Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Closed (opener only)', args: { open: false } };

export const OpenWithTitle: Story = { name: 'Open with a title' };

export const VehicleUnits: Story = {
  name: 'Open with the vehicle-units header',
  args: {
    title: undefined,
    header: (
      <ModalHeader
        typeLabel="0km"
        typeHref="/vehiculos-0km/vw"
        title="Unidades disponibles"
        vehicle={{
          imageSrc: vehicleImage,
          imageWidth: sampleImageSize.width,
          imageHeight: sampleImageSize.height,
          model: 'Volkswagen Taos Highline',
        }}
      />
    ),
    children: <Text>3 unidades en stock en Godoy Cruz.</Text>,
  },
};

export const Fullscreen: Story = { name: 'Full screen', args: { size: 'fullscreen' } };
