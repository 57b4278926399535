/** Wire-shaped data (the contract of @territorio/api-client's schemas) for the tests. */

type Json = Record<string, unknown>;

export const family = (overrides: Json = {}): Json => ({
  id: 101,
  brand_id: 1,
  name: 'Polo',
  family: 'Polo',
  description: '<p>El <strong>Polo</strong>.</p>',
  image: '/media/vehicles/vw-polo.svg',
  currency: 'ars',
  discount: 0,
  price: 25000000,
  stock_count: 3,
  ...overrides,
});

export const subfamily = (overrides: Json = {}): Json => ({
  id: 1011,
  family_id: 101,
  brand_id: 1,
  name: 'Track 1.6 MSI MT',
  features: ['Motor 1.6 MSI', 'Aire acondicionado'],
  image: '',
  currency: 'ars',
  price: 25000000,
  stock_count: 2,
  ...overrides,
});

export const stockUnit = (overrides: Json = {}): Json => ({
  id: 7,
  brand_id: 1,
  family_id: 101,
  subfamily_id: 1011,
  name: 'Polo Track 1.6 MSI MT',
  family: 'Polo',
  price: 25000000,
  list_price: 25000000,
  discount: 0,
  special_discount: 500000,
  license_price: 1000000,
  delivery_price: 950000,
  doors: 5,
  color: 'Blanco Cristal',
  location: 'Godoy Cruz',
  chassis: '8AWPOL1500T000001',
  currency: 'ars',
  image: '',
  model_year: null,
  status: 'available',
  ...overrides,
});

/** A brand's offers (spec 3 Offer): one family group with `count` units. */
export const offers = (brandId: number, count: number): Json => {
  const items = Array.from({ length: count }, (_, index) => ({
    id: brandId * 100 + index,
    brand_id: brandId,
    family_id: brandId * 10,
    subfamily_id: brandId * 100,
    name: `Modelo ${brandId} versión ${index + 1}`,
    family: `Modelo ${brandId}`,
    price: 20000000,
    discount: 1000000,
    image: '/media/vehicles/modelo.svg',
  }));
  return {
    best: items.slice(0, 4),
    grouped: [
      {
        family_id: brandId * 10,
        family: `Modelo ${brandId}`,
        name: `Modelo ${brandId}`,
        image: '/media/vehicles/modelo.svg',
        items,
      },
    ],
  };
};

export const parameters = (overrides: Json = {}): Json => ({
  banners: [],
  news: [],
  stories: [],
  popups: [],
  vehicles: [],
  services: {},
  contact_methods: [],
  salesmen: [],
  ...overrides,
});

export const data = (value: unknown) => ({ data: value });

/** A unit's ready photo as the API lists it: AVIF and WebP at two widths, one JPEG. */
export const unitPhoto = (key: string, overrides: Json = {}) => ({
  alt: `Foto ${key}`,
  width: 1600,
  height: 1200,
  color: '#5a6b7c',
  variants: [
    ...[360, 720].flatMap((width) =>
      (['avif', 'webp'] as const).map((ext) => ({
        type: `image/${ext}` as const,
        width,
        height: (width * 3) / 4,
        path: `/photos/${key}-${width}.${ext}`,
      })),
    ),
    { type: 'image/jpeg' as const, width: 1080, height: 810, path: `/photos/${key}-1080.jpg` },
  ],
  ...overrides,
});
