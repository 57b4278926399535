import { describe, expect, it } from 'vitest';
import { mediaImageSizes, storyPosterVariants } from './media';

describe('storyPosterVariants', () => {
  it('names an AVIF and a WebP file per width beside the JPEG, best format first', () => {
    expect(storyPosterVariants('/media/stories/tracker-rs.jpg')).toEqual([
      { path: '/media/stories/tracker-rs-180w.avif', type: 'image/avif', width: 180, height: 320 },
      { path: '/media/stories/tracker-rs-360w.avif', type: 'image/avif', width: 360, height: 640 },
      { path: '/media/stories/tracker-rs-180w.webp', type: 'image/webp', width: 180, height: 320 },
      { path: '/media/stories/tracker-rs-360w.webp', type: 'image/webp', width: 360, height: 640 },
    ]);
  });

  it('keeps the clip aspect ratio and never goes past the clip width', () => {
    for (const variant of storyPosterVariants('/media/stories/x.jpg')) {
      expect(variant.width).toBeLessThanOrEqual(mediaImageSizes.story.width);
      expect(variant.height / variant.width).toBeCloseTo(16 / 9, 2);
    }
  });

  it('has none for a poster it did not generate', () => {
    expect(storyPosterVariants('https://cdn.example/poster.jpg')).toEqual([]);
    expect(storyPosterVariants('/media/stories/x.png')).toEqual([]);
  });
});
