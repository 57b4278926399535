// Offline sample images for stories: small inline SVGs, no network requests.
/** The intrinsic size of every sample image below (their viewBox). */
export const sampleImageSize = { width: 320, height: 200 } as const;

const svg = (body: string, background: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${background}"/>${body}</svg>`,
  )}`;

const car = (color: string) =>
  `<path d="M40 140h240v-20l-30-10-30-35H110l-35 35-35 10z" fill="${color}"/><circle cx="95" cy="145" r="20" fill="#222"/><circle cx="230" cy="145" r="20" fill="#222"/>`;

export const vehicleImage = svg(car('#5A6B7D'), '#E9EEF3');
export const bannerImage = svg(car('#9AA8B6'), '#3E4C5A');

export const slideImage = (hue: number) =>
  svg(car(`hsl(${hue}, 40%, 45%)`), `hsl(${hue}, 30%, 88%)`);

export const longText =
  'Conocé la nueva gama de vehículos 0km con financiación exclusiva, entrega inmediata en Mendoza y San Juan, y la atención personalizada de nuestros asesores, que te acompañan en cada paso de la compra.';
