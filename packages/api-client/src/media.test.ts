import { describe, expect, it } from 'vitest';
import {
  mediaImageSizes,
  mediaUrl,
  pictureSources,
  pictureVariants,
  pictureWidths,
  storyPosterVariants,
} from './media';
import type { PictureKind } from './media';

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

describe('pictureVariants', () => {
  it('names a WebP file per width beside a generated SVG picture, narrowest first', () => {
    expect(pictureVariants('/media/vehicles/vw-polo.svg', 'vehicle')).toEqual([
      { path: '/media/vehicles/vw-polo-320w.webp', type: 'image/webp', width: 320, height: 130 },
      { path: '/media/vehicles/vw-polo-640w.webp', type: 'image/webp', width: 640, height: 260 },
    ]);
    expect(pictureVariants('/media/banners/postventa-mobile.svg', 'bannerMobile')).toEqual([
      {
        path: '/media/banners/postventa-mobile-375w.webp',
        type: 'image/webp',
        width: 375,
        height: 500,
      },
      {
        path: '/media/banners/postventa-mobile-750w.webp',
        type: 'image/webp',
        width: 750,
        height: 1000,
      },
    ]);
  });

  it("keeps each kind's aspect ratio and never goes past the picture's own width", () => {
    for (const kind of Object.keys(pictureWidths) as PictureKind[]) {
      const { width, height } = mediaImageSizes[kind];
      const variants = pictureVariants('/media/news/x.svg', kind);
      expect(variants).toHaveLength(pictureWidths[kind].length);
      for (const variant of variants) {
        expect(variant.width).toBeLessThanOrEqual(width);
        expect(variant.height / variant.width).toBeCloseTo(height / width, 2);
      }
    }
  });

  it('gives the copies as one WebP source, with a srcset of addresses', () => {
    const toUrl = (path: string) => `https://api.example${path}`;
    expect(pictureSources('/media/news/polo-gts.svg', 'news', toUrl)).toEqual([
      {
        type: 'image/webp',
        srcSet:
          'https://api.example/media/news/polo-gts-600w.webp 600w, ' +
          'https://api.example/media/news/polo-gts-1200w.webp 1200w',
      },
    ]);
    expect(pictureSources('/media/uploads/x.jpg', 'news', toUrl)).toEqual([]);
  });

  it('has none for a file it did not generate', () => {
    expect(pictureVariants('https://cdn.example/polo.svg', 'vehicle')).toEqual([]);
    expect(pictureVariants('/media/uploads/polo.svg', 'vehicle')).toEqual([]);
    expect(pictureVariants('/media/vehicles/polo.png', 'vehicle')).toEqual([]);
    expect(pictureVariants('/media/brands/vw.svg', 'vehicle')).toEqual([]);
  });
});

describe('mediaUrl', () => {
  it('reads a path from the API address, with one slash between them', () => {
    expect(mediaUrl('https://api.example', '/media/vehicles/polo.svg')).toBe(
      'https://api.example/media/vehicles/polo.svg',
    );
    expect(mediaUrl('https://api.example/', 'media/vehicles/polo.svg')).toBe(
      'https://api.example/media/vehicles/polo.svg',
    );
    expect(mediaUrl('https://api.example', '  /media/news/a.svg ')).toBe(
      'https://api.example/media/news/a.svg',
    );
  });

  it('keeps absolute, protocol-relative and data addresses, and gives none for no path', () => {
    expect(mediaUrl('https://api.example', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(mediaUrl('https://api.example', '//cdn.example/a.jpg')).toBe('//cdn.example/a.jpg');
    expect(mediaUrl('https://api.example', 'data:image/png;base64,AA')).toBe(
      'data:image/png;base64,AA',
    );
    for (const empty of [null, undefined, '', '   ']) {
      expect(mediaUrl('https://api.example', empty)).toBe('');
    }
  });
});
