import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { sampleImageSize, slideImage } from '../../stories/fixtures';
import { sampleImage } from '../../stories/fixtures.css';
import { Image } from '../Image/Image';
import { Carousel } from './Carousel';

const promotions = ['Taos', 'Tracker', 'Kicks', 'X55'].map((model, index) => ({
  id: model,
  content: (
    <Image
      src={slideImage(index * 80)}
      alt={`Promoción ${model}`}
      {...sampleImageSize}
      isPriority={index === 0}
      className={sampleImage}
    />
  ),
}));

const meta = {
  title: 'Page/Carousel',
  component: Carousel,
  args: { label: 'Promociones', slides: promotions },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSlide: Story = { name: 'First slide' };

export const ThirdSlide: Story = {
  name: 'After jumping to the third slide',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Ir a la diapositiva 3 de 4' }),
    );
  },
};

export const SingleSlide: Story = {
  name: 'A single slide (no controls)',
  args: { slides: promotions.slice(0, 1) },
};
