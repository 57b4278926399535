import type { Meta, StoryObj } from '@storybook/react-vite';
import { bannerImage, sampleImageSize, slideImage, vehicleImage } from '../../stories/fixtures';
import { sampleImage } from '../../stories/fixtures.css';
import { mediaQueries } from '../../tokens/breakpoints';
import { Image } from './Image';

const meta = {
  title: 'Page/Image',
  component: Image,
  args: {
    src: vehicleImage,
    alt: 'Volkswagen Taos Highline',
    ...sampleImageSize,
    className: sampleImage,
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = { name: 'Lazy, its box reserved before it loads' };

export const Priority: Story = {
  name: "The page's main image, fetched first",
  args: { isPriority: true },
};

export const Decorative: Story = {
  name: 'Decorative (empty alt)',
  args: { alt: '' },
};

export const ArtDirection: Story = {
  name: 'Another picture from tablet up',
  args: {
    src: slideImage(200),
    alt: 'Oportunidades 0km',
    sources: [{ srcSet: bannerImage, media: mediaQueries.tablet, ...sampleImageSize }],
  },
};
