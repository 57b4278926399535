import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImageSize, vehicleImage } from '../../stories/fixtures';
import { ModalHeader } from './ModalHeader';

const meta = {
  title: 'Dialogs/ModalHeader',
  component: ModalHeader,
  args: { typeLabel: 'Oportunidades', typeHref: '/oportunidades', title: 'Chevrolet Tracker LTZ' },
} satisfies Meta<typeof ModalHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Type label and title' };

export const VehicleUnits: Story = {
  name: 'Vehicle units with the reservation text',
  args: {
    typeLabel: '0km',
    typeHref: '/vehiculos-0km/nissan',
    title: 'Unidades disponibles',
    vehicle: {
      imageSrc: vehicleImage,
      imageWidth: sampleImageSize.width,
      imageHeight: sampleImageSize.height,
      model: 'Nissan Kicks Exclusive',
    },
  },
};
