/**
 * The generated media files the seed refers to (besides the vehicle pictures, which
 * ./catalogue.ts names from ./vehicles.ts). ./media/generate.ts draws exactly these;
 * the validation test checks that every path exists under apps/api/media.
 */
import { mediaImageSizes } from '@territorio/api-client';
import type { BodyType } from './vehicles';

export type BannerArt = {
  slug: string;
  title: string;
  subtitle: string;
  /** Background gradient, from and to. */
  colours: [string, string];
  body: BodyType;
};

export const bannerSizes = {
  desktop: mediaImageSizes.bannerDesktop,
  mobile: mediaImageSizes.bannerMobile,
} as const;

export const bannerArt: BannerArt[] = [
  {
    slug: 'oportunidades',
    title: 'Oportunidades 0km',
    subtitle: 'Unidades únicas con descuentos especiales',
    colours: ['#0f2a5c', '#1d3f8f'],
    body: 'suv',
  },
  {
    slug: 'reserva-online',
    title: 'Reservá tu 0km online',
    subtitle:
      'Pagás solo la seña con tarjeta. Si te arrepentís en 48 horas, te devolvemos el 100 %',
    colours: ['#3b2a00', '#b88a00'],
    body: 'hatch',
  },
  {
    slug: 'planes-de-ahorro',
    title: 'Planes de ahorro',
    subtitle: 'Tu 0km en cuotas sin interés',
    colours: ['#5a0016', '#c3002f'],
    body: 'sedan',
  },
  {
    slug: 'postventa',
    title: 'Postventa Piedemonte',
    subtitle: 'Turnos de taller en Godoy Cruz, San Rafael y San Juan',
    colours: ['#1b1f24', '#4a5560'],
    body: 'pickup',
  },
];

export function bannerPath(slug: string, variant: 'desktop' | 'mobile'): string {
  return `/media/banners/${slug}-${variant}.svg`;
}

export const popupArt = {
  slug: 'popup-reserva',
  title: 'Reservá online',
  subtitle: 'Elegí tu unidad y asegurala con una seña',
  colours: ['#3b2a00', '#e0a100'] as [string, string],
  size: mediaImageSizes.popup,
};

export const popupPath = `/media/banners/${popupArt.slug}.svg`;

export type NewsArt = {
  slug: string;
  title: string;
  colours: [string, string];
  body: BodyType | 'none';
};

export const newsImageSize = mediaImageSizes.news;

export const newsArt: NewsArt[] = [
  { slug: 'polo-gts', title: 'Polo GTS', colours: ['#0f2a5c', '#3a63c4'], body: 'hatch' },
  { slug: 'tracker-2026', title: 'Tracker 2026', colours: ['#3b2a00', '#d1a41a'], body: 'suv' },
  { slug: 'kicks', title: 'Nueva Kicks', colours: ['#5a0016', '#c3002f'], body: 'suv' },
  { slug: 'vendimia', title: 'Vendimia solidaria', colours: ['#3d0b2e', '#8a1f5c'], body: 'none' },
  { slug: 'taller-san-juan', title: 'Taller San Juan', colours: ['#1b1f24', '#4a5560'], body: 'none' },
  { slug: 'invierno', title: 'Chequeo de invierno', colours: ['#0e3b4f', '#4f9bbd'], body: 'suv' },
  { slug: 'mantenimiento-chevrolet', title: 'Mantenimiento prepago', colours: ['#2b2b2b', '#d1a41a'], body: 'sedan' },
  { slug: 'frontier-pro4x', title: 'Frontier PRO-4X', colours: ['#40130f', '#9c4a2e'], body: 'pickup' },
  { slug: 'club-del-presidente', title: 'Club del Presidente', colours: ['#3b2a00', '#e0a100'], body: 'none' },
  { slug: 'amarok-potrerillos', title: 'Amarok en Potrerillos', colours: ['#0f2a5c', '#6b8fbf'], body: 'pickup' },
]; // prettier-ignore

export function newsImagePath(slug: string): string {
  return `/media/news/${slug}.svg`;
}

export type StoryArt = {
  slug: string;
  /** Caption drawn on the video (ASCII-safe words are not required: drawtext uses UTF-8). */
  caption: string;
  colours: [string, string];
};

export const storyArt: StoryArt[] = [
  { slug: 'polo-gts-en-ruta', caption: 'Polo GTS', colours: ['#0f2a5c', '#3a63c4'] },
  { slug: 'tracker-rs', caption: 'Tracker RS', colours: ['#3b2a00', '#d1a41a'] },
  { slug: 'frontier-pro4x', caption: 'Frontier PRO-4X', colours: ['#5a0016', '#c3002f'] },
  { slug: 'autoahorro-70-30', caption: 'Plan 70/30', colours: ['#0e3b4f', '#1d3f8f'] },
  { slug: 'plan-chevrolet', caption: 'Plan Chevrolet', colours: ['#2b2b2b', '#d1a41a'] },
  { slug: 'service-express', caption: 'Service express', colours: ['#1b1f24', '#4a5560'] },
  { slug: 'invierno-nissan', caption: 'Listo para el invierno', colours: ['#0e3b4f', '#4f9bbd'] },
]; // prettier-ignore

export function storyVideoPath(slug: string): string {
  return `/media/stories/${slug}.mp4`;
}

export function storyPosterPath(slug: string): string {
  return `/media/stories/${slug}.jpg`;
}

export const brandWordmarks = [
  { slug: 'volkswagen', text: 'Volkswagen', colour: '#1d3f8f' },
  { slug: 'chevrolet', text: 'Chevrolet', colour: '#b8901a' },
  { slug: 'nissan', text: 'Nissan', colour: '#c3002f' },
  { slug: 'baic', text: 'BAIC', colour: '#a3162b' },
  { slug: 'piedemonte', text: 'Piedemonte', colour: '#e0a100' },
] as const;

export function brandWordmarkPath(slug: string): string {
  return `/media/brands/${slug}.svg`;
}
