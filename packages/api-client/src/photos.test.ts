import { describe, expect, it } from 'vitest';
import {
  defaultPhotoAlt,
  photoCountLabel,
  photoMessages,
  photoPath,
  photoPlainVariant,
  photoSrcSet,
  photoViewLabels,
  photoViews,
} from './photos';

const taos = {
  brand: 'Volkswagen',
  family: 'Taos',
  version: 'Highline 250 TSI AT',
  color: 'Gris Platino',
};

describe('defaultPhotoAlt', () => {
  it('names brand, model, version, colour and the side staff gave', () => {
    expect(defaultPhotoAlt(taos, 'front')).toBe(
      'Volkswagen Taos Highline 250 TSI AT, Gris Platino, frente',
    );
  });

  it('leaves the side out when staff gave none, and skips empty parts', () => {
    expect(defaultPhotoAlt(taos, null)).toBe('Volkswagen Taos Highline 250 TSI AT, Gris Platino');
    expect(defaultPhotoAlt({ ...taos, color: ' ' }, 'trunk')).toBe(
      'Volkswagen Taos Highline 250 TSI AT, baúl',
    );
  });

  it('has a Spanish label for every side', () => {
    for (const view of photoViews) expect(photoViewLabels[view]).toMatch(/^[a-záéíóúñ ]+$/);
  });
});

describe('photoSrcSet', () => {
  const variants = [
    { type: 'image/webp', width: 720, path: photoPath('u1-p2-aaaaaaaaaa-720.webp') },
    { type: 'image/avif', width: 360, path: photoPath('u1-p2-bbbbbbbbbb-360.avif') },
    { type: 'image/webp', width: 360, path: photoPath('u1-p2-cccccccccc-360.webp') },
  ];

  it('lists one type narrowest first, each with its width', () => {
    expect(photoSrcSet(variants, 'image/webp')).toBe(
      '/photos/u1-p2-cccccccccc-360.webp 360w, /photos/u1-p2-aaaaaaaaaa-720.webp 720w',
    );
  });

  it('makes every address absolute with the given function', () => {
    expect(photoSrcSet(variants, 'image/avif', (path) => `https://api.example${path}`)).toBe(
      'https://api.example/photos/u1-p2-bbbbbbbbbb-360.avif 360w',
    );
  });
});

describe('photo words', () => {
  it('counts for screen readers and states the size limit in megabytes', () => {
    expect(photoCountLabel(3, 12)).toBe('Foto 3 de 12');
    expect(photoMessages.tooLarge(15 * 1024 * 1024)).toContain('15 MB');
    expect(photoMessages.tooMany(30)).toContain('30 fotos');
  });
});

describe('photoPlainVariant', () => {
  const variant = (type: string, width: number) => ({ type, width });
  it('takes the widest JPEG, else the widest WebP, never an AVIF', () => {
    expect(
      photoPlainVariant([
        variant('image/avif', 1600),
        variant('image/webp', 720),
        variant('image/jpeg', 1080),
        variant('image/webp', 1600),
      ]),
    ).toEqual(variant('image/jpeg', 1080));
    expect(photoPlainVariant([variant('image/webp', 360), variant('image/webp', 720)])).toEqual(
      variant('image/webp', 720),
    );
    expect(photoPlainVariant([variant('image/avif', 720)])).toBeUndefined();
  });
});
