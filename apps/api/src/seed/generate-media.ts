/**
 * Generates every media file the seed refers to, under apps/api/media:
 *   vehicles/  side-view silhouettes per family (brand colour) and per family and paint
 *   brands/    text wordmarks
 *   banners/   desktop (1600x600) and mobile (750x1000) banners, the popup image
 *   news/      news pictures (1200x675)
 *   WebP copies of the vehicles, banners, popup and news pictures at two widths each
 *              (needs librsvg's rsvg-convert and ImageMagick with libwebp, as Debian's are)
 *   stories/   portrait H.264 clips (360x640, 6 s) and a JPEG poster each (needs ffmpeg
 *              built with libx264, librsvg and drawtext, as Debian's is), and AVIF and WebP
 *              copies of each poster at 180 and 360 px wide (needs ImageMagick with libheif
 *              and libwebp, as Debian's is)
 *
 * Run once from apps/api: `pnpm exec tsx src/seed/generate-media.ts` (add `--no-video` to
 * keep the clips and posters as they are, `--no-raster` to skip the WebP copies and the poster
 * variants).
 * Output is deterministic; the files are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pictureVariants, storyPosterVariants } from '@territorio/api-client';
import type { PictureKind } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { familyImage, unitImage } from './catalogue';
import {
  bannerArt,
  bannerPath,
  bannerSizes,
  brandWordmarkPath,
  brandWordmarks,
  newsArt,
  newsImagePath,
  newsImageSize,
  popupArt,
  popupPath,
  storyArt,
  storyPosterPath,
  storyVideoPath,
} from './media-manifest';
import { stories } from './parameters';
import { brandColours, familyDefs, paints, type BodyType } from './vehicles';

const mediaRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../media');
const font = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** The file of a '/media/...' path. */
function mediaFile(mediaPath: string): string {
  return join(mediaRoot, mediaPath.replace(/^\/media\//, ''));
}

function write(mediaPath: string, content: string | Buffer): void {
  const file = mediaFile(mediaPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const ratio = Math.abs(amount);
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16);
    return Math.round(value + (target - value) * ratio)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 170;
}

// ------------------------------------------------------------------ car silhouettes

type Shape = {
  body: string;
  glass: string;
  /** x of the B pillar splitting the side windows. */
  pillar: number;
  wheels: [number, number];
  radius: number;
  head: [number, number];
  tail: [number, number];
  extra?: string;
};

/** Side views facing left on a 640x260 canvas, ground at y = 228. */
const shapes: Record<BodyType, Shape> = {
  hatch: {
    body: 'M52,196 C50,176 56,160 78,154 L196,138 C214,124 236,104 262,92 C276,86 292,84 312,84 L456,84 C476,84 490,90 502,102 L560,140 C572,148 578,160 578,176 L580,196 C580,206 574,212 564,212 L66,212 C58,212 52,206 52,196 Z',
    glass: 'M214,136 L268,98 C280,92 292,90 310,90 L450,90 C466,90 478,96 488,106 L528,138 Z',
    pillar: 378,
    wheels: [150, 470],
    radius: 36,
    head: [60, 162],
    tail: [568, 150],
  },
  sedan: {
    body: 'M44,198 C42,178 50,162 72,156 L200,140 C222,122 252,98 286,88 C300,84 316,82 336,82 L430,82 C458,82 478,92 500,110 L530,134 L590,142 C604,146 610,156 610,170 L612,198 C612,208 606,212 596,212 L58,212 C50,212 44,206 44,198 Z',
    glass: 'M220,138 L288,96 C300,91 316,89 334,89 L428,89 C452,89 470,98 488,114 L512,136 Z',
    pillar: 392,
    wheels: [150, 494],
    radius: 36,
    head: [52, 164],
    tail: [598, 152],
  },
  suv: {
    body: 'M48,190 C46,166 52,150 76,144 L190,128 C208,112 232,90 254,76 C266,68 282,64 302,64 L486,64 C506,64 520,70 530,84 L566,128 C576,140 582,154 582,170 L584,192 C584,204 578,210 566,210 L62,210 C54,210 48,202 48,190 Z',
    glass: 'M208,126 L258,84 C268,76 280,72 298,72 L484,72 C498,72 508,78 516,88 L546,126 Z',
    pillar: 384,
    wheels: [152, 476],
    radius: 40,
    head: [56, 152],
    tail: [570, 138],
    extra: '<rect x="300" y="56" width="170" height="6" rx="3" fill="#2a2d31"/>',
  },
  pickup: {
    body: 'M36,184 C34,160 42,146 66,140 L176,128 C192,112 214,88 234,74 C244,66 258,62 276,62 L380,62 C392,62 400,68 404,78 L412,120 L600,120 C608,120 612,126 612,134 L612,196 C612,204 606,210 598,210 L50,210 C42,210 36,202 36,184 Z',
    glass: 'M194,126 L238,82 C246,74 256,70 272,70 L376,70 C386,70 392,76 394,84 L400,126 Z',
    pillar: 300,
    wheels: [142, 502],
    radius: 42,
    head: [44, 148],
    tail: [602, 132],
    extra: '<path d="M414,128 L606,128" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>',
  },
  boxy: {
    body: 'M50,196 L52,140 C52,132 58,128 66,128 L190,124 L222,66 C226,60 232,58 240,58 L540,58 C552,58 558,64 558,74 L566,128 C572,132 576,140 576,150 L578,196 C578,204 572,210 564,210 L62,210 C54,210 50,204 50,196 Z',
    glass: 'M208,122 L236,68 L536,68 C542,68 546,72 546,78 L550,122 Z',
    pillar: 372,
    wheels: [150, 480],
    radius: 42,
    head: [54, 136],
    tail: [566, 136],
    extra:
      '<rect x="574" y="120" width="20" height="66" rx="8" fill="#1c1c1e"/><path d="M60,212 L570,212" stroke="#1c1c1e" stroke-width="6"/>',
  },
};

/** The elements of a car, in the 640x260 coordinate space; `id` keeps defs unique. */
function carElements(body: BodyType, colour: string, id: string): string {
  const shape = shapes[body];
  const outline = shade(colour, isLight(colour) ? -0.35 : -0.45);
  const wheelY = 228 - shape.radius;
  const wheels = shape.wheels
    .map((x) => {
      const r = shape.radius;
      const spokes = [0, 72, 144, 216, 288]
        .map((angle) => {
          const rad = (angle * Math.PI) / 180;
          const x2 = (x + Math.cos(rad) * r * 0.55).toFixed(1);
          const y2 = (wheelY + Math.sin(rad) * r * 0.55).toFixed(1);
          return `<line x1="${x}" y1="${wheelY}" x2="${x2}" y2="${y2}" stroke="#7d838a" stroke-width="${(r * 0.14).toFixed(1)}" stroke-linecap="round"/>`;
        })
        .join('');
      return `<circle cx="${x}" cy="${wheelY}" r="${r}" fill="#1c1c1e"/><circle cx="${x}" cy="${wheelY}" r="${(r * 0.64).toFixed(1)}" fill="#c9ccd1"/>${spokes}<circle cx="${x}" cy="${wheelY}" r="${(r * 0.16).toFixed(1)}" fill="#5d6369"/>`;
    })
    .join('');
  const arches = shape.wheels
    .map((x) => `<circle cx="${x}" cy="${wheelY}" r="${shape.radius + 7}" fill="#141416"/>`)
    .join('');
  return [
    `<defs><linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.28)}"/></linearGradient>`,
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b6b7a"/><stop offset="1" stop-color="#1f2831"/></linearGradient>`,
    `<clipPath id="${id}-clip"><path d="${shape.body}"/></clipPath>`,
    `<clipPath id="${id}-window"><path d="${shape.glass}"/></clipPath></defs>`,
    `<ellipse cx="320" cy="230" rx="290" ry="12" fill="#000" fill-opacity="0.18"/>`,
    `<path d="${shape.body}" fill="url(#${id}-paint)" stroke="${outline}" stroke-width="2"/>`,
    `<g clip-path="url(#${id}-clip)">${arches}<rect x="0" y="196" width="640" height="20" fill="#000" fill-opacity="0.12"/></g>`,
    `<path d="${shape.glass}" fill="url(#${id}-glass)"/>`,
    `<rect x="${shape.pillar - 5}" y="40" width="10" height="100" fill="${colour}" clip-path="url(#${id}-window)"/>`,
    shape.extra ?? '',
    `<path d="M${shape.pillar - 60},${shape.head[1] + 4} L${shape.pillar + 40},${shape.head[1] + 4}" stroke="${outline}" stroke-opacity="0.5" stroke-width="2"/>`,
    `<rect x="${shape.pillar + 18}" y="${shape.head[1] - 4}" width="22" height="5" rx="2" fill="${outline}"/>`,
    `<rect x="${shape.head[0]}" y="${shape.head[1]}" width="30" height="9" rx="4" fill="#fff6d5" stroke="${outline}"/>`,
    `<rect x="${shape.tail[0] - 10}" y="${shape.tail[1]}" width="14" height="16" rx="3" fill="#c8102e"/>`,
    wheels,
  ].join('');
}

function carSvg(body: BodyType, colour: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="260" viewBox="0 0 640 260" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${carElements(body, colour, 'car')}</svg>\n`;
}

// ------------------------------------------------------------------ scenery and cards

/** The Andes foothills: two ridges across the bottom of a width x height canvas. */
function mountains(width: number, height: number): string {
  const ridge = (base: number, amplitude: number, step: number, phase: number) => {
    const points: string[] = [`0,${height}`];
    for (let x = 0; x <= width + step; x += step) {
      const peak = Math.abs(Math.sin((x + phase) / (step * 1.7))) * amplitude;
      const y = base - peak - ((x / step) % 2 === 0 ? amplitude * 0.25 : 0);
      points.push(`${Math.min(x, width)},${y.toFixed(0)}`);
    }
    points.push(`${width},${height}`);
    return points.join(' ');
  };
  return [
    `<polygon points="${ridge(height * 0.72, height * 0.22, width / 12, 40)}" fill="#fff" fill-opacity="0.07"/>`,
    `<polygon points="${ridge(height * 0.86, height * 0.12, width / 18, 0)}" fill="#000" fill-opacity="0.18"/>`,
  ].join('');
}

function background(width: number, height: number, colours: [string, string]): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${mountains(width, height)}`;
}

type Card = {
  width: number;
  height: number;
  colours: [string, string];
  title: string;
  subtitle?: string;
  body: BodyType | 'none';
  layout: 'wide' | 'tall';
};

/** Wraps text in lines of at most `max` characters. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function cardSvg(card: Card): string {
  const { width, height } = card;
  const wide = card.layout === 'wide';
  const titleSize = Math.round((wide ? height * 0.12 : width * 0.085) * 10) / 10;
  const subSize = Math.round(titleSize * 0.42);
  const left = Math.round(wide ? width * 0.06 : width * 0.08);
  const top = Math.round(wide ? height * 0.3 : height * 0.14);
  const titleLines = lines(card.title, wide ? 22 : 16);
  const subLines = card.subtitle ? lines(card.subtitle, wide ? 48 : 34) : [];
  const text = [
    ...titleLines.map(
      (line, index) =>
        `<text x="${left}" y="${top + index * titleSize * 1.1}" font-family="${font}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    ),
    ...subLines.map(
      (line, index) =>
        `<text x="${left}" y="${top + titleLines.length * titleSize * 1.1 + subSize * 0.6 + index * subSize * 1.3}" font-family="${font}" font-size="${subSize}" fill="#fff" fill-opacity="0.88">${escapeXml(line)}</text>`,
    ),
    `<text x="${left}" y="${height - Math.round(height * 0.06)}" font-family="${font}" font-size="${Math.round(subSize * 0.8)}" font-weight="700" letter-spacing="2" fill="#fff" fill-opacity="0.8">${escapeXml(group.name.toUpperCase())}</text>`,
  ].join('');
  let car = '';
  if (card.body !== 'none') {
    const scale = wide ? (height * 0.62) / 260 : (width * 0.9) / 640;
    const x = wide ? width - 640 * scale - width * 0.04 : (width - 640 * scale) / 2;
    const y = wide ? height - 260 * scale - height * 0.1 : height * 0.5;
    car = `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${carElements(card.body, '#f3f4f4', 'hero')}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(card.title)}"><title>${escapeXml(card.title)}</title>${background(width, height, card.colours)}${car}${text}</svg>\n`;
}

function wordmarkSvg(text: string, colour: string): string {
  const width = Math.max(160, text.length * 26 + 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${escapeXml(text)}"><title>${escapeXml(text)}</title><text x="20" y="40" font-family="${font}" font-size="32" font-weight="700" letter-spacing="3" fill="${colour}">${escapeXml(text.toUpperCase())}</text><rect x="20" y="50" width="48" height="4" rx="2" fill="${colour}"/></svg>\n`;
}

// ------------------------------------------------------------------ stories (ffmpeg)

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

function renderStories(): void {
  const work = mkdtempSync(join(tmpdir(), 'seed-media-'));
  const bold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const regular = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  try {
    for (const art of storyArt) {
      const story = stories.find((candidate) => candidate.slug_url === art.slug);
      if (!story) throw new Error(`No story for ${art.slug}`);
      const car = join(work, `${art.slug}.svg`);
      const family = familyDefs.find((def) => art.caption.startsWith(def.name));
      writeFileSync(car, carSvg(family?.body ?? 'suv', '#f3f4f4', art.caption));
      const files = {
        caption: join(work, `${art.slug}-caption.txt`),
        line: join(work, `${art.slug}-line.txt`),
        footer: join(work, `${art.slug}-footer.txt`),
      };
      writeFileSync(files.caption, art.caption);
      writeFileSync(files.line, `${story.brand_string} · ${story.category_string}`);
      writeFileSync(files.footer, group.name);
      const text = (file: string, fontFile: string, size: number, y: string, alpha: string) =>
        `drawtext=fontfile=${fontFile}:textfile=${file}:fontsize=${size}:fontcolor=white:x=(w-text_w)/2:y=${y}:alpha='${alpha}'`;
      const filter = [
        `[1:v]scale=320:-1[car]`,
        `[0:v][car]overlay=x='max((W-w)/2\\,W-t*420)':y=330[scene]`,
        `[scene]${text(files.line, regular, 18, '150', 'min(1,t/0.6)')},${text(files.caption, bold, 34, '186', 'min(1,max(0,(t-0.4)/0.6))')},${text(files.footer, regular, 15, 'h-60', '0.85')},format=yuv420p[out]`,
      ].join(';');
      const video = join(mediaRoot, storyVideoPath(art.slug).replace(/^\/media\//, ''));
      mkdirSync(dirname(video), { recursive: true });
      ffmpeg([
        '-f', 'lavfi',
        '-i', `gradients=s=360x640:r=24:d=6:c0=${art.colours[0]}:c1=${art.colours[1]}:x0=0:y0=0:x1=360:y1=640:speed=0.015:seed=7`,
        '-i', car,
        '-filter_complex', filter,
        '-map', '[out]',
        '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '27',
        '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an',
        video,
      ]); // prettier-ignore
      const poster = join(mediaRoot, storyPosterPath(art.slug).replace(/^\/media\//, ''));
      ffmpeg(['-ss', '3', '-i', video, '-frames:v', '1', '-q:v', '6', poster]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ poster variants (ImageMagick)

/**
 * ImageMagick's command: IMAGEMAGICK if set, else the first of `magick` (version 7) and
 * `convert` (version 6, Debian's) that really is ImageMagick.
 */
function imageMagick(): string {
  const candidates = process.env.IMAGEMAGICK ? [process.env.IMAGEMAGICK] : ['magick', 'convert'];
  for (const command of candidates) {
    try {
      const version = execFileSync(command, ['-version'], { encoding: 'utf8' });
      if (/^Version: ImageMagick/m.test(version)) return command;
    } catch {
      // not installed; try the next one
    }
  }
  throw new Error('ImageMagick not found: apt-get install imagemagick, or set IMAGEMAGICK.');
}

/** Quality settings chosen by eye on the posters: flat gradients and large text. */
const encoderOptions: Record<string, string[]> = {
  'image/avif': ['-quality', '50'],
  'image/webp': ['-quality', '75', '-define', 'webp:method=6'],
};

/**
 * The modern-format copies of every story poster, named by storyPosterVariants (the apps
 * read the same names). Made from the committed JPEG, so they need no ffmpeg.
 */
function renderPosterVariants(): void {
  const command = imageMagick();
  for (const art of storyArt) {
    const poster = storyPosterPath(art.slug);
    for (const variant of storyPosterVariants(poster)) {
      execFileSync(command, [
        mediaFile(poster),
        '-strip',
        '-resize', `${variant.width}x${variant.height}`,
        ...(encoderOptions[variant.type] ?? []),
        mediaFile(variant.path),
      ]); // prettier-ignore
    }
  }
}

// ------------------------------------------------------------------ picture variants (librsvg, ImageMagick)

/** librsvg's command: RSVG_CONVERT if set, else `rsvg-convert` (Debian's librsvg2-bin). */
function rsvgConvert(): string {
  const command = process.env.RSVG_CONVERT ?? 'rsvg-convert';
  try {
    execFileSync(command, ['--version'], { encoding: 'utf8' });
    return command;
  } catch {
    throw new Error('rsvg-convert not found: apt-get install librsvg2-bin, or set RSVG_CONVERT.');
  }
}

/**
 * The WebP copies of every SVG picture (vehicles, banners, the popup, news), named by
 * pictureVariants (the apps read the same names): librsvg draws the SVG at the variant's
 * width, as a browser would, and ImageMagick encodes it.
 */
function renderPictureVariants(pictures: readonly { path: string; kind: PictureKind }[]): void {
  const rsvg = rsvgConvert();
  const command = imageMagick();
  const work = mkdtempSync(join(tmpdir(), 'territorio-pictures-'));
  try {
    for (const picture of pictures) {
      for (const variant of pictureVariants(picture.path, picture.kind)) {
        const png = join(work, 'picture.png');
        execFileSync(rsvg, ['--width', String(variant.width), '--height', String(variant.height), '--output', png, mediaFile(picture.path)]); // prettier-ignore
        execFileSync(command, [png, '-strip', ...(encoderOptions[variant.type] ?? []), mediaFile(variant.path)]); // prettier-ignore
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ main

function main(): void {
  const pictures: { path: string; kind: PictureKind }[] = [];
  const picture = (path: string, kind: PictureKind, svg: string) => {
    write(path, svg);
    pictures.push({ path, kind });
  };
  for (const def of familyDefs) {
    picture(familyImage(def), 'vehicle', carSvg(def.body, brandColours[def.brand], def.name));
    for (const paint of paints[def.brand]) {
      picture(unitImage(def, paint), 'vehicle', carSvg(def.body, paint.hex, `${def.name} ${paint.name}`)); // prettier-ignore
    }
  }
  for (const mark of brandWordmarks) {
    write(brandWordmarkPath(mark.slug), wordmarkSvg(mark.text, mark.colour));
  }
  for (const art of bannerArt) {
    for (const variant of ['desktop', 'mobile'] as const) {
      picture(
        bannerPath(art.slug, variant),
        variant === 'desktop' ? 'bannerDesktop' : 'bannerMobile',
        cardSvg({
          ...bannerSizes[variant],
          colours: art.colours,
          title: art.title,
          subtitle: art.subtitle,
          body: art.body,
          layout: variant === 'desktop' ? 'wide' : 'tall',
        }),
      );
    }
  }
  picture(
    popupPath,
    'popup',
    cardSvg({
      ...popupArt.size,
      colours: popupArt.colours,
      title: popupArt.title,
      subtitle: popupArt.subtitle,
      body: 'hatch',
      layout: 'tall',
    }),
  );
  for (const art of newsArt) {
    picture(
      newsImagePath(art.slug),
      'news',
      cardSvg({
        ...newsImageSize,
        colours: art.colours,
        title: art.title,
        body: art.body,
        layout: 'wide',
      }),
    );
  }
  if (!process.argv.includes('--no-video')) renderStories();
  if (!process.argv.includes('--no-raster')) {
    renderPictureVariants(pictures);
    renderPosterVariants();
  }
}

main();
