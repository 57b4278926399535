import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImageSize, vehicleImage } from '../../stories/fixtures';
import { sampleImage } from '../../stories/fixtures.css';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Card, cardElevations, cardPaddings, cardTones } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
  args: {
    children: (
      <Stack space="small">
        <Heading level={3}>Nissan Frontier</Heading>
        <Text tone="muted">Desde $ 45.900.000</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AltTone: Story = { name: 'Alternative surface', args: { tone: 'alt' } };

export const Elevated: Story = { args: { elevation: 'medium' } };

export const VehicleCard: Story = {
  name: 'Vehicle card',
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    padding: 'none',
    elevation: 'small',
    children: (
      <>
        <Image src={vehicleImage} alt="" {...sampleImageSize} className={sampleImage} />
        <Box padding="medium">
          <Stack space="small">
            <Heading level={3} id="card-title">
              Volkswagen Polo Track
            </Heading>
            <Text tone="muted">Consultá el precio con un asesor.</Text>
            <Button href="/vehiculos-0km/vw/polo" variant="secondary">
              Ver versiones
            </Button>
          </Stack>
        </Box>
      </>
    ),
  },
};
