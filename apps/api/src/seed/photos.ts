/**
 * Photos for a few seeded units, so `pnpm start` shows the gallery: made here with sharp,
 * each one the unit's own drawing (media/vehicles) on a photographic-looking scene (a sky
 * gradient, ground with grain, a soft shadow) in a different framing per view, then queued
 * as any upload is (`queuePhoto`: the original stored privately, a 'processing' row the
 * photo worker turns into its public files after start). Three units (one of them used),
 * five, four and three photos; about a second of work, once, when the database is seeded.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoView } from '@territorio/api-client';
import sharp from 'sharp';
import type { AppContext } from '../services/context';
import { queuePhoto } from '../services/photos/queue';
import type { SeedData } from './types';

const width = 1600;
const height = 1200;
/** Where the ground meets the sky, from the top. */
const horizon = 0.58;

type Framing = {
  /** What the picture truly shows (the drawing is a side view), for its alt text. */
  readonly view: PhotoView | null;
  /** The drawing's width as a share of the photo's, and its centre's place. */
  readonly scale: number;
  readonly left: number;
  /** The drawing mirrored: the other side of the unit. */
  readonly mirrored?: boolean;
  /** A close-up: the drawing cut to this share of its width, from its left edge. */
  readonly crop?: number;
  /** Evening light, or a dim cabin. */
  readonly sky: readonly [string, string];
};

const framings: readonly Framing[] = [
  { view: 'side', scale: 0.82, left: 0.5, sky: ['#8fbce6', '#eef4f8'] },
  { view: null, scale: 0.92, left: 0.5, sky: ['#a7cdee', '#f4f1ea'] },
  { view: 'side', scale: 0.78, left: 0.56, mirrored: true, sky: ['#f2b27a', '#fbe7cf'] },
  { view: 'wheel', scale: 2.4, left: 0.5, crop: 0.42, sky: ['#b9c7d3', '#e8ebee'] },
  { view: 'detail', scale: 1.9, left: 0.55, crop: 0.55, sky: ['#3b3330', '#6d625a'] },
];

/** Sky, ground and the unit's soft shadow, as SVG sharp draws. */
function sceneSvg(framing: Framing, carWidth: number, carLeft: number): Buffer {
  const ground = Math.round(height * horizon);
  const shadowY = Math.round(height * 0.86);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${framing.sky[0]}"/>
      <stop offset="1" stop-color="${framing.sky[1]}"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7d7f80"/>
      <stop offset="1" stop-color="#4a4c4d"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0.55" stop-color="#000" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${ground}" fill="url(#sky)"/>
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="url(#ground)"/>
  <ellipse cx="${carLeft + carWidth / 2}" cy="${shadowY}" rx="${carWidth * 0.46}" ry="${height * 0.035}"
    fill="url(#shadow)"/>
</svg>`);
}

/** A drawing rasterised once, at the widest any framing needs. */
type Raster = { readonly data: Buffer; readonly width: number; readonly height: number };

async function rasterOf(drawing: Buffer): Promise<Raster> {
  const widest = Math.round(width * Math.max(...framings.map((framing) => framing.scale)));
  const { data, info } = await sharp(drawing, { density: 288 })
    .resize({ width: widest })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rawOf = (raster: Raster) => ({
  raw: { width: raster.width, height: raster.height, channels: 4 as const },
});

/** Grain over the whole scene (a photo is never a flat colour): made once, raw. */
async function grainOf(): Promise<Raster> {
  const { data, info } = await sharp({
    create: {
      width,
      height,
      channels: 4,
      background: { r: 128, g: 128, b: 128, alpha: 1 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** One photo of the unit's drawing (`raster`) in `framing`, a JPEG such as a phone sends. */
async function photoOf(raster: Raster, grain: Raster, framing: Framing): Promise<Buffer> {
  const carWidth = Math.round(width * framing.scale);
  let car = sharp(raster.data, rawOf(raster)).resize({ width: carWidth });
  if (framing.mirrored) car = car.flop();
  const sized = await car.raw().toBuffer({ resolveWithObject: true });
  const carHeight = sized.info.height;
  const shownWidth = framing.crop ? Math.round(carWidth * framing.crop) : carWidth;
  // Where the drawing goes, and the part of it inside the photo (a close-up overflows).
  const left = Math.round(width * framing.left - shownWidth / 2);
  const top = Math.round(height * 0.87 - carHeight);
  const visible = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    width: Math.min(shownWidth - Math.max(0, -left), width - Math.max(left, 0)),
    height: Math.min(carHeight - Math.max(0, -top), height - Math.max(top, 0)),
  };
  const carPart = await sharp(sized.data, {
    raw: { width: carWidth, height: carHeight, channels: 4 },
  })
    .extract(visible)
    .raw()
    .toBuffer();
  return sharp(sceneSvg(framing, visible.width, Math.max(left, 0)))
    .composite([
      {
        input: carPart,
        raw: { width: visible.width, height: visible.height, channels: 4 },
        left: Math.max(left, 0),
        top: Math.max(top, 0),
      },
      { input: grain.data, ...rawOf(grain), blend: 'soft-light' },
    ])
    .jpeg({ quality: 84 })
    .toBuffer();
}

/** The seeded units that get photos: two new ones of different brands, and a used one. */
function unitsWithPhotos(seed: SeedData) {
  const onLot = seed.stock.filter((unit) => !unit.used && unit.image);
  const first = onLot[0];
  const other = onLot.find((unit) => unit.brand_id !== first?.brand_id);
  const used = seed.stock.find((unit) => unit.used && unit.image);
  return [first, used, other].flatMap((unit) => (unit ? [unit] : []));
}

/**
 * Queues the seed's photos (5, 4 and 3 for three units). A drawing missing from the media
 * folder leaves its unit without photos rather than failing the start.
 */
export async function seedPhotos(
  context: Pick<AppContext, 'config' | 'store' | 'files' | 'photos' | 'log'>,
  seed: SeedData,
): Promise<number> {
  let queued = 0;
  const grain = await grainOf();
  for (const [index, unit] of unitsWithPhotos(seed).entries()) {
    let drawing: Buffer;
    try {
      drawing = await readFile(join(context.config.mediaDir, unit.image.replace(/^\/media\//, '')));
    } catch {
      context.log.warn({ unit: unit.id }, 'seed photos: the unit has no drawing');
      continue;
    }
    const raster = await rasterOf(drawing);
    for (const framing of framings.slice(0, 5 - index)) {
      await queuePhoto(context, {
        unitId: unit.id,
        content: await photoOf(raster, grain, framing),
        contentType: 'image/jpeg',
        view: framing.view,
      });
      queued += 1;
    }
  }
  return queued;
}
