/**
 * The new-vehicle catalogue as compact definitions: brands' paint palettes, families
 * (models) with their versions, list prices, features and how many units are in stock.
 * ./catalogue.ts turns these into families, subfamilies, stock units and offers, and
 * ./media/generate.ts draws the pictures from the same definitions.
 */
import type { FamilyArticle, VehicleBrandId } from '@territorio/api-client';

export type BodyType = 'hatch' | 'sedan' | 'suv' | 'pickup' | 'boxy';

export type Paint = { name: string; hex: string };

export type VersionDef = {
  name: string;
  /** List price in the family's currency. */
  price: number;
  features: string[];
  /** Units in stock (0: the version shows 'no stock'). */
  units: number;
  /** Special discounts of the first units (each one makes that unit a 2025 offer). */
  special?: number[];
};

export type FamilyDef = {
  brand: VehicleBrandId;
  /** File-name slug, also used for media: '/media/vehicles/{slug}.svg'. */
  slug: string;
  name: string;
  /** The name's article in Argentine Spanish: 'la Amarok' (a pickup), 'el Polo'. */
  article: FamilyArticle;
  body: BodyType;
  doors: number;
  currency: 'ars' | 'usd';
  /** Web discount of the family and of its units without a special discount. */
  discount: number;
  description: string;
  versions: VersionDef[];
};

/** Brand colour of the catalogue pictures and wordmarks. */
export const brandColours: Record<VehicleBrandId | 5, string> = {
  1: '#1d3f8f',
  2: '#d1a41a',
  4: '#c3002f',
  5: '#e0a100',
  6: '#a3162b',
};

/** Paints offered per brand (names as the brands print them in Argentina, or close). */
export const paints: Record<VehicleBrandId, Paint[]> = {
  1: [
    { name: 'Blanco Candy', hex: '#f2f2ee' },
    { name: 'Gris Platinum', hex: '#9ea3a8' },
    { name: 'Negro Ninja', hex: '#1c1d21' },
    { name: 'Rojo Sunset', hex: '#b3202a' },
    { name: 'Azul Biscay', hex: '#1f4e8c' },
  ],
  2: [
    { name: 'Blanco Summit', hex: '#f4f4f2' },
    { name: 'Gris Graphite', hex: '#5b5e63' },
    { name: 'Negro Global', hex: '#17181b' },
    { name: 'Rojo Carmín', hex: '#9e1b22' },
    { name: 'Azul Eclipse', hex: '#233a66' },
  ],
  4: [
    { name: 'Blanco Perla', hex: '#f1efe9' },
    { name: 'Gris Titanio', hex: '#7d8288' },
    { name: 'Negro Diamante', hex: '#141518' },
    { name: 'Rojo Pimienta', hex: '#a5192b' },
    { name: 'Plata Brillante', hex: '#c4c8cc' },
  ],
  6: [
    { name: 'Blanco Polar', hex: '#f3f4f4' },
    { name: 'Gris Montaña', hex: '#6c7176' },
    { name: 'Negro Ónix', hex: '#16171a' },
    { name: 'Verde Militar', hex: '#4d5a3a' },
    { name: 'Arena Desierto', hex: '#c2a878' },
  ],
};

export const familyDefs: FamilyDef[] = [
  // ------------------------------------------------------------------ Volkswagen (1)
  {
    brand: 1,
    slug: 'vw-polo',
    name: 'Polo',
    article: 'el',
    body: 'hatch',
    doors: 5,
    currency: 'ars',
    discount: 600000,
    description:
      '<p>El <strong>Polo</strong> es el hatch compacto de Volkswagen: motores TSI eficientes, una cabina amplia para su tamaño y la conectividad que se espera de un auto de hoy.</p><p>Ideal para la ciudad y para escaparse a la ruta los fines de semana.</p>',
    versions: [
      {
        name: 'Track 1.6 MSI MT',
        price: 29850000,
        units: 4,
        special: [1900000],
        features: [
          'Motor 1.6 MSI de 110 CV',
          'Caja manual de 5 velocidades',
          'Control de estabilidad (ESC)',
          '4 airbags',
          'Radio con Bluetooth y USB-C',
          'Aire acondicionado',
        ],
      },
      {
        name: 'Trendline 170 TSI MT',
        price: 33400000,
        units: 3,
        features: [
          'Motor 1.0 TSI de 116 CV',
          'Caja manual de 6 velocidades',
          'Pantalla táctil de 8" con App-Connect',
          'Sensor de estacionamiento trasero',
          '6 airbags',
          'Llantas de aleación de 15"',
        ],
      },
      {
        name: 'Highline 170 TSI AT',
        price: 38200000,
        units: 3,
        special: [2300000],
        features: [
          'Motor 1.0 TSI de 116 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Tablero digital Active Info Display',
          'Climatizador automático',
          'Cámara de retroceso',
          'Llantas de aleación de 16"',
          'Faros full LED',
        ],
      },
      {
        name: 'GTS 250 TSI AT',
        price: 44900000,
        units: 0,
        features: [
          'Motor 1.4 TSI de 150 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Suspensión deportiva',
          'Llantas de aleación de 17"',
          'Butacas deportivas con detalles rojos',
          'Carga inalámbrica para el celular',
        ],
      },
    ],
  },
  {
    brand: 1,
    slug: 'vw-virtus',
    name: 'Virtus',
    article: 'el',
    body: 'sedan',
    doors: 4,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>Virtus</strong> suma a la plataforma del Polo un baúl de 521 litros y más espacio para las piernas atrás: el sedán para la familia que viaja.</p>',
    versions: [
      {
        name: 'Trendline 170 TSI MT',
        price: 35600000,
        units: 3,
        features: [
          'Motor 1.0 TSI de 116 CV',
          'Caja manual de 6 velocidades',
          'Baúl de 521 litros',
          'Pantalla táctil de 8" con App-Connect',
          '6 airbags',
        ],
      },
      {
        name: 'Highline 170 TSI AT',
        price: 41200000,
        units: 2,
        features: [
          'Motor 1.0 TSI de 116 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Climatizador automático',
          'Tablero digital Active Info Display',
          'Cámara de retroceso',
          'Llantas de aleación de 16"',
        ],
      },
      {
        name: 'Exclusive 250 TSI AT',
        price: 47500000,
        units: 1,
        features: [
          'Motor 1.4 TSI de 150 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Tapizado de cuero ecológico',
          'Pantalla de 10" con navegador',
          'Carga inalámbrica para el celular',
          'Frenado autónomo de emergencia',
          'Llantas de aleación de 17"',
        ],
      },
    ],
  },
  {
    brand: 1,
    slug: 'vw-nivus',
    name: 'Nivus',
    article: 'el',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 800000,
    description:
      '<p>El <strong>Nivus</strong> es el SUV coupé de Volkswagen: diseño con caída de techo deportiva, motor 200 TSI y asistentes de manejo de serie.</p>',
    versions: [
      {
        name: 'Comfortline 200 TSI AT',
        price: 42300000,
        units: 2,
        features: [
          'Motor 1.0 TSI de 128 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Pantalla táctil de 10"',
          'Control crucero adaptativo (ACC)',
          'Frenado autónomo de emergencia',
          '6 airbags',
        ],
      },
      {
        name: 'Highline 200 TSI AT',
        price: 47100000,
        units: 2,
        features: [
          'Motor 1.0 TSI de 128 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Faros full LED',
          'Climatizador automático digital',
          'Tablero digital Active Info Display',
          'Llantas de aleación de 17"',
          'Carga inalámbrica para el celular',
        ],
      },
      {
        name: 'Outfit 200 TSI AT',
        price: 50400000,
        units: 0,
        features: [
          'Motor 1.0 TSI de 128 CV',
          'Techo y detalles exteriores en negro',
          'Tapizado exclusivo Outfit',
          'Techo panorámico',
          'Llantas de aleación de 17" diamantadas',
        ],
      },
    ],
  },
  {
    brand: 1,
    slug: 'vw-t-cross',
    name: 'T-Cross',
    article: 'el',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>T-Cross</strong> es el SUV compacto más elegido de la marca: posición de manejo elevada, asiento trasero deslizable y el espacio que pide la familia.</p><ul><li>Hecho en Argentina</li><li>5 estrellas Latin NCAP</li></ul>',
    versions: [
      {
        name: 'Trendline 200 TSI MT',
        price: 43900000,
        units: 3,
        special: [2800000],
        features: [
          'Motor 1.0 TSI de 128 CV',
          'Caja manual de 6 velocidades',
          'Asiento trasero deslizable',
          'Pantalla táctil de 8" con App-Connect',
          '6 airbags',
        ],
      },
      {
        name: 'Comfortline 200 TSI AT',
        price: 48600000,
        units: 3,
        special: [3100000],
        features: [
          'Motor 1.0 TSI de 128 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Control crucero adaptativo (ACC)',
          'Frenado autónomo de emergencia',
          'Sensores de estacionamiento delanteros y traseros',
          'Llantas de aleación de 16"',
        ],
      },
      {
        name: 'Highline 250 TSI AT',
        price: 55200000,
        units: 2,
        features: [
          'Motor 1.4 TSI de 150 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Tapizado de cuero ecológico',
          'Faros full LED',
          'Pantalla de 10" con navegador',
          'Llantas de aleación de 17"',
          'Cámara de retroceso',
        ],
      },
    ],
  },
  {
    brand: 1,
    slug: 'vw-taos',
    name: 'Taos',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>Taos</strong> es el SUV mediano de Volkswagen, producido en Pacheco: motor 250 TSI de 150 CV, baúl de 498 litros y un paquete completo de asistentes.</p>',
    versions: [
      {
        name: 'Comfortline 250 TSI AT',
        price: 58900000,
        units: 2,
        special: [3500000],
        features: [
          'Motor 1.4 TSI de 150 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Control crucero adaptativo (ACC)',
          'Asistente de mantenimiento de carril',
          'Climatizador bizona',
          'Llantas de aleación de 17"',
        ],
      },
      {
        name: 'Highline 250 TSI AT',
        price: 65400000,
        units: 2,
        features: [
          'Motor 1.4 TSI de 150 CV',
          'Caja automática Tiptronic de 6 velocidades',
          'Tablero digital de 10,25"',
          'Techo solar panorámico',
          'Faros IQ.Light LED Matrix',
          'Portón eléctrico',
          'Llantas de aleación de 18"',
        ],
      },
    ],
  },
  {
    brand: 1,
    slug: 'vw-amarok',
    name: 'Amarok',
    article: 'la',
    body: 'pickup',
    doors: 4,
    currency: 'ars',
    discount: 1200000,
    description:
      '<p>La <strong>Amarok</strong> es la pick-up de Volkswagen hecha en Argentina. Motores TDI de 2.0 y V6 de 3.0 litros, tracción 4Motion y la mejor capacidad de carga de su clase.</p><p>Para el trabajo en la finca y para la ruta a la cordillera.</p>',
    versions: [
      {
        name: 'Trendline 2.0 TDI 4x2 MT',
        price: 56800000,
        units: 2,
        features: [
          'Motor 2.0 TDI de 140 CV',
          'Caja manual de 6 velocidades',
          'Tracción 4x2',
          'Capacidad de carga de 1.000 kg',
          'Control de estabilidad (ESC)',
        ],
      },
      {
        name: 'Comfortline 2.0 TDI 4x4 AT',
        price: 68500000,
        units: 3,
        special: [4200000],
        features: [
          'Motor 2.0 TDI de 180 CV',
          'Caja automática de 8 velocidades',
          'Tracción 4Motion permanente',
          'Pantalla táctil de 8" con App-Connect',
          'Control de descenso en pendientes',
          'Llantas de aleación de 17"',
        ],
      },
      {
        name: 'Highline V6 3.0 TDI 4Motion AT',
        price: 84900000,
        units: 2,
        special: [5600000],
        features: [
          'Motor V6 3.0 TDI de 258 CV',
          'Caja automática de 8 velocidades',
          'Tracción 4Motion permanente',
          'Tapizado de cuero',
          'Climatizador bizona',
          'Cámara de retroceso',
          'Llantas de aleación de 19"',
        ],
      },
      {
        name: 'Extreme V6 3.0 TDI 4Motion AT',
        price: 89600000,
        units: 0,
        features: [
          'Motor V6 3.0 TDI de 258 CV',
          'Caja automática de 8 velocidades',
          'Faros bi-xenón con luz diurna LED',
          'Barra antivuelco deportiva',
          'Butacas de cuero con ajuste eléctrico',
          'Llantas de aleación de 20"',
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Chevrolet (2)
  {
    brand: 2,
    slug: 'chevrolet-onix',
    name: 'Onix',
    article: 'el',
    body: 'hatch',
    doors: 5,
    currency: 'ars',
    discount: 500000,
    description:
      '<p>El <strong>Onix</strong> es el hatch de Chevrolet con motor 1.0 turbo, seis airbags y conectividad inalámbrica. Bajo consumo y mucho equipamiento de serie.</p>',
    versions: [
      {
        name: 'LT 1.0T MT',
        price: 30500000,
        units: 3,
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja manual de 6 velocidades',
          '6 airbags',
          'Pantalla MyLink de 8" con Android Auto y Apple CarPlay inalámbricos',
          'Control de estabilidad',
        ],
      },
      {
        name: 'LTZ 1.0T AT',
        price: 35200000,
        units: 2,
        special: [1700000],
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja automática de 6 velocidades',
          'Climatizador automático',
          'Cámara de retroceso',
          'Llantas de aleación de 15"',
          'Wi-Fi a bordo',
        ],
      },
      {
        name: 'RS 1.0T AT',
        price: 37600000,
        units: 1,
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja automática de 6 velocidades',
          'Parrilla y detalles en negro RS',
          'Llantas de aleación de 16" negras',
          'Tapizado deportivo',
        ],
      },
      {
        name: 'Premier 1.0T AT',
        price: 38900000,
        units: 2,
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja automática de 6 velocidades',
          'Alerta de colisión frontal con frenado automático',
          'Sensor de punto ciego',
          'Encendido sin llave',
          'Cargador inalámbrico',
          'Llantas de aleación de 16"',
        ],
      },
    ],
  },
  {
    brand: 2,
    slug: 'chevrolet-onix-plus',
    name: 'Onix Plus',
    article: 'el',
    body: 'sedan',
    doors: 4,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>Onix Plus</strong> es el sedán compacto de Chevrolet: 469 litros de baúl, motor turbo y el equipamiento de seguridad del Onix.</p>',
    versions: [
      {
        name: 'LT 1.0T MT',
        price: 32100000,
        units: 2,
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja manual de 6 velocidades',
          'Baúl de 469 litros',
          '6 airbags',
          'Pantalla MyLink de 8"',
        ],
      },
      {
        name: 'LTZ 1.0T AT',
        price: 36400000,
        units: 2,
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja automática de 6 velocidades',
          'Climatizador automático',
          'Cámara de retroceso',
          'Llantas de aleación de 15"',
        ],
      },
      {
        name: 'Premier 1.0T AT',
        price: 40300000,
        units: 0,
        features: [
          'Motor 1.0 turbo de 116 CV',
          'Caja automática de 6 velocidades',
          'Alerta de colisión frontal con frenado automático',
          'Sensor de punto ciego',
          'Tapizado de cuero ecológico',
          'Llantas de aleación de 16"',
        ],
      },
    ],
  },
  {
    brand: 2,
    slug: 'chevrolet-tracker',
    name: 'Tracker',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 900000,
    description:
      '<p>La <strong>Tracker</strong> es el SUV compacto de Chevrolet hecho en Argentina: motor 1.2 turbo, caja automática de 6 velocidades y OnStar de serie.</p>',
    versions: [
      {
        name: 'LT 1.2T MT',
        price: 40900000,
        units: 2,
        features: [
          'Motor 1.2 turbo de 132 CV',
          'Caja manual de 6 velocidades',
          '6 airbags',
          'Pantalla MyLink de 8"',
          'Control de estabilidad y de tracción',
        ],
      },
      {
        name: 'LTZ 1.2T AT',
        price: 46700000,
        units: 3,
        special: [2600000],
        features: [
          'Motor 1.2 turbo de 132 CV',
          'Caja automática de 6 velocidades',
          'Climatizador automático',
          'Cámara de retroceso',
          'Sensores de estacionamiento',
          'Llantas de aleación de 17"',
        ],
      },
      {
        name: 'Premier 1.2T AT',
        price: 51300000,
        units: 2,
        features: [
          'Motor 1.2 turbo de 132 CV',
          'Caja automática de 6 velocidades',
          'Techo solar panorámico',
          'Estacionamiento semiautomático',
          'Alerta de punto ciego',
          'Tapizado de cuero ecológico',
          'Cargador inalámbrico',
        ],
      },
      {
        name: 'RS 1.2T AT',
        price: 52800000,
        units: 1,
        features: [
          'Motor 1.2 turbo de 132 CV',
          'Caja automática de 6 velocidades',
          'Diseño exterior RS en negro',
          'Llantas de aleación de 17" negras',
          'Techo bitono',
        ],
      },
    ],
  },
  {
    brand: 2,
    slug: 'chevrolet-montana',
    name: 'Montana',
    article: 'la',
    body: 'pickup',
    doors: 4,
    currency: 'ars',
    discount: 0,
    description:
      '<p>La <strong>Montana</strong> es la pick-up compacta de Chevrolet: cabina doble de auto, caja de 874 litros y motor 1.2 turbo.</p>',
    versions: [
      {
        name: 'LT 1.2T MT',
        price: 39500000,
        units: 2,
        features: [
          'Motor 1.2 turbo de 132 CV',
          'Caja manual de 6 velocidades',
          'Caja de carga de 874 litros',
          '6 airbags',
          'Pantalla MyLink de 8"',
        ],
      },
      {
        name: 'Premier 1.2T AT',
        price: 48200000,
        units: 1,
        special: [2200000],
        features: [
          'Motor 1.2 turbo de 132 CV',
          'Caja automática de 6 velocidades',
          'Climatizador automático',
          'Sensor de punto ciego',
          'Cámara de retroceso',
          'Llantas de aleación de 17"',
        ],
      },
    ],
  },
  {
    brand: 2,
    slug: 'chevrolet-s10',
    name: 'S10',
    article: 'la',
    body: 'pickup',
    doors: 4,
    currency: 'ars',
    discount: 0,
    description:
      '<p>La <strong>S10</strong> es la pick-up mediana de Chevrolet, con motor 2.8 turbodiésel de 200 CV y 510 Nm, tracción 4x4 y hasta 3.500 kg de capacidad de arrastre.</p>',
    versions: [
      {
        name: 'LS 2.8 CTDI 4x2 MT',
        price: 55300000,
        units: 2,
        features: [
          'Motor 2.8 turbodiésel de 200 CV',
          'Caja manual de 6 velocidades',
          'Tracción 4x2',
          'Capacidad de carga de 1.100 kg',
          '7 airbags',
        ],
      },
      {
        name: 'LTZ 2.8 CTDI 4x4 AT',
        price: 74200000,
        units: 2,
        features: [
          'Motor 2.8 turbodiésel de 200 CV',
          'Caja automática de 6 velocidades',
          'Tracción 4x4 con reductora',
          'Pantalla MyLink de 8"',
          'Climatizador automático',
          'Llantas de aleación de 18"',
        ],
      },
      {
        name: 'High Country 2.8 CTDI 4x4 AT',
        price: 82500000,
        units: 2,
        features: [
          'Motor 2.8 turbodiésel de 200 CV',
          'Caja automática de 6 velocidades',
          'Tapizado de cuero',
          'Alerta de colisión frontal y de cambio de carril',
          'Arranque remoto',
          'Llantas de aleación de 18" diamantadas',
        ],
      },
      {
        name: 'Z71 2.8 CTDI 4x4 AT',
        price: 79800000,
        units: 0,
        features: [
          'Motor 2.8 turbodiésel de 200 CV',
          'Caja automática de 6 velocidades',
          'Suspensión off-road',
          'Barra deportiva y estribos negros',
          'Bloqueo de diferencial trasero',
        ],
      },
    ],
  },
  {
    brand: 2,
    slug: 'chevrolet-equinox',
    name: 'Equinox',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'usd',
    discount: 0,
    description:
      '<p>La <strong>Equinox</strong> es el SUV mediano importado de Chevrolet: motor 1.5 turbo, tracción integral y un interior premium. Precio en dólares.</p>',
    versions: [
      {
        name: 'Activ 1.5T AWD AT',
        price: 44500,
        units: 1,
        features: [
          'Motor 1.5 turbo de 175 CV',
          'Caja automática de 8 velocidades',
          'Tracción integral AWD',
          'Pantalla de 11"',
          'Suspensión elevada con diseño Activ',
        ],
      },
      {
        name: 'RS 1.5T AWD AT',
        price: 47900,
        units: 1,
        special: [2500],
        features: [
          'Motor 1.5 turbo de 175 CV',
          'Caja automática de 8 velocidades',
          'Tracción integral AWD',
          'Techo panorámico',
          'Tapizado de cuero',
          'Llantas de aleación de 20"',
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Nissan (4)
  {
    brand: 4,
    slug: 'nissan-versa',
    name: 'Versa',
    article: 'el',
    body: 'sedan',
    doors: 4,
    currency: 'ars',
    discount: 700000,
    description:
      '<p>El <strong>Versa</strong> es el sedán de Nissan con el baúl más grande del segmento y seis airbags de serie, con caja CVT Xtronic en las versiones automáticas.</p>',
    versions: [
      {
        name: 'Sense 1.6 MT',
        price: 31800000,
        units: 3,
        features: [
          'Motor 1.6 de 118 CV',
          'Caja manual de 5 velocidades',
          '6 airbags',
          'Frenado autónomo de emergencia',
          'Pantalla de 7" con Android Auto y Apple CarPlay',
        ],
      },
      {
        name: 'Advance 1.6 CVT',
        price: 36200000,
        units: 3,
        special: [2100000],
        features: [
          'Motor 1.6 de 118 CV',
          'Caja CVT Xtronic',
          'Cámara de retroceso',
          'Control crucero',
          'Llantas de aleación de 16"',
        ],
      },
      {
        name: 'Exclusive 1.6 CVT',
        price: 40500000,
        units: 1,
        features: [
          'Motor 1.6 de 118 CV',
          'Caja CVT Xtronic',
          'Alerta de punto ciego',
          'Climatizador automático',
          'Tapizado de cuero ecológico',
          'Encendido sin llave',
        ],
      },
    ],
  },
  {
    brand: 4,
    slug: 'nissan-kicks',
    name: 'Kicks',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 0,
    description:
      '<p>La nueva <strong>Kicks</strong> llega con motor 1.0 turbo, caja automática y el paquete Nissan Safety Shield 360 para cuidarte en la ciudad y en la ruta.</p>',
    versions: [
      {
        name: 'Sense 1.0T AT',
        price: 39200000,
        units: 2,
        features: [
          'Motor 1.0 turbo de 125 CV',
          'Caja automática de 6 velocidades',
          '6 airbags',
          'Frenado autónomo de emergencia',
          'Pantalla de 8"',
        ],
      },
      {
        name: 'Advance 1.0T AT',
        price: 44500000,
        units: 2,
        features: [
          'Motor 1.0 turbo de 125 CV',
          'Caja automática de 6 velocidades',
          'Nissan Safety Shield 360',
          'Cámara de retroceso',
          'Llantas de aleación de 17"',
        ],
      },
      {
        name: 'Exclusive 1.0T AT',
        price: 49800000,
        units: 1,
        features: [
          'Motor 1.0 turbo de 125 CV',
          'Caja automática de 6 velocidades',
          'Visión 360° Intelligent Around View Monitor',
          'Tablero digital de 12,3"',
          'Techo bitono',
          'Cargador inalámbrico',
          'Llantas de aleación de 19"',
        ],
      },
    ],
  },
  {
    brand: 4,
    slug: 'nissan-sentra',
    name: 'Sentra',
    article: 'el',
    body: 'sedan',
    doors: 4,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>Sentra</strong> es el sedán mediano de Nissan: diseño deportivo, motor 2.0 de 145 CV y un interior con terminaciones de nivel superior.</p>',
    versions: [
      {
        name: 'Advance 2.0 CVT',
        price: 47600000,
        units: 1,
        features: [
          'Motor 2.0 de 145 CV',
          'Caja CVT Xtronic',
          'Pantalla de 8" con Android Auto y Apple CarPlay',
          'Frenado autónomo de emergencia',
          'Llantas de aleación de 16"',
        ],
      },
      {
        name: 'Exclusive 2.0 CVT',
        price: 53900000,
        units: 1,
        special: [3000000],
        features: [
          'Motor 2.0 de 145 CV',
          'Caja CVT Xtronic',
          'Tapizado de cuero',
          'Climatizador bizona',
          'Visión 360°',
          'Audio Bose de 8 parlantes',
        ],
      },
      {
        name: 'SR 2.0 CVT',
        price: 55100000,
        units: 0,
        features: [
          'Motor 2.0 de 145 CV',
          'Caja CVT Xtronic',
          'Techo y espejos en negro',
          'Llantas de aleación de 18"',
          'Detalles interiores en naranja',
        ],
      },
    ],
  },
  {
    brand: 4,
    slug: 'nissan-frontier',
    name: 'Frontier',
    article: 'la',
    body: 'pickup',
    doors: 4,
    currency: 'ars',
    discount: 1000000,
    description:
      '<p>La <strong>Frontier</strong> se fabrica en Córdoba con motor 2.3 biturbo diésel y suspensión trasera multilink, para andar cómoda con o sin carga.</p>',
    versions: [
      {
        name: 'S 2.3 4x2 MT',
        price: 54900000,
        units: 2,
        features: [
          'Motor 2.3 turbodiésel de 160 CV',
          'Caja manual de 6 velocidades',
          'Tracción 4x2',
          'Suspensión trasera multilink',
          '7 airbags',
        ],
      },
      {
        name: 'XE 2.3 4x4 MT',
        price: 63700000,
        units: 2,
        special: [3300000],
        features: [
          'Motor 2.3 biturbo diésel de 190 CV',
          'Caja manual de 6 velocidades',
          'Tracción 4x4 con reductora',
          'Control de descenso en pendientes',
          'Pantalla de 8"',
        ],
      },
      {
        name: 'LE 2.3 4x4 AT',
        price: 73800000,
        units: 2,
        features: [
          'Motor 2.3 biturbo diésel de 190 CV',
          'Caja automática de 7 velocidades',
          'Tracción 4x4 con reductora',
          'Tapizado de cuero',
          'Visión 360°',
          'Llantas de aleación de 18"',
        ],
      },
      {
        name: 'PRO-4X 2.3 4x4 AT',
        price: 80200000,
        units: 1,
        features: [
          'Motor 2.3 biturbo diésel de 190 CV',
          'Caja automática de 7 velocidades',
          'Bloqueo de diferencial trasero',
          'Protecciones inferiores',
          'Detalles exteriores PRO-4X',
          'Llantas de aleación de 17" para todo terreno',
        ],
      },
    ],
  },
  {
    brand: 4,
    slug: 'nissan-x-trail',
    name: 'X-Trail',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'usd',
    discount: 1500,
    description:
      '<p>La <strong>X-Trail e-POWER</strong> combina un motor a nafta que solo genera electricidad con tracción 100 % eléctrica e-4ORCE. Precio en dólares.</p>',
    versions: [
      {
        name: 'e-POWER Advance',
        price: 52400,
        units: 1,
        features: [
          'Sistema e-POWER de 204 CV',
          'Tracción eléctrica delantera',
          'ProPILOT con control crucero adaptativo',
          'Pantalla de 12,3"',
          'Portón eléctrico',
        ],
      },
      {
        name: 'e-POWER Exclusive e-4ORCE',
        price: 58900,
        units: 1,
        features: [
          'Sistema e-POWER de 213 CV',
          'Tracción integral eléctrica e-4ORCE',
          'Techo panorámico',
          'Head-up display',
          'Tapizado de cuero',
          'Audio Bose',
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ BAIC (6)
  {
    brand: 6,
    slug: 'baic-x35',
    name: 'X35',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>X35</strong> es el SUV urbano de BAIC: mucho equipamiento por su precio, motor 1.5 y caja CVT en la versión Elite.</p>',
    versions: [
      {
        name: 'Luxury 1.5 MT',
        price: 31900000,
        units: 2,
        special: [1500000],
        features: [
          'Motor 1.5 de 116 CV',
          'Caja manual de 5 velocidades',
          'Pantalla táctil de 9"',
          'Cámara de retroceso',
          '2 airbags',
        ],
      },
      {
        name: 'Elite 1.5 CVT',
        price: 35400000,
        units: 2,
        features: [
          'Motor 1.5 de 116 CV',
          'Caja CVT',
          'Techo solar',
          'Climatizador automático',
          'Llantas de aleación de 17"',
        ],
      },
    ],
  },
  {
    brand: 6,
    slug: 'baic-x55',
    name: 'X55',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'ars',
    discount: 600000,
    description:
      '<p>El <strong>X55</strong> es el SUV mediano de BAIC, con motor 1.5 turbo de 177 CV, caja de doble embrague y un interior digital.</p>',
    versions: [
      {
        name: 'Luxury 1.5T DCT',
        price: 42600000,
        units: 2,
        features: [
          'Motor 1.5 turbo de 177 CV',
          'Caja de doble embrague de 7 velocidades',
          'Tablero digital de 10,25"',
          '6 airbags',
          'Cámara 360°',
        ],
      },
      {
        name: 'Honor 1.5T DCT',
        price: 46800000,
        units: 1,
        features: [
          'Motor 1.5 turbo de 177 CV',
          'Caja de doble embrague de 7 velocidades',
          'Techo panorámico',
          'Control crucero adaptativo',
          'Tapizado de cuero ecológico',
          'Llantas de aleación de 19"',
        ],
      },
    ],
  },
  {
    brand: 6,
    slug: 'baic-bj30',
    name: 'BJ30',
    article: 'la',
    body: 'suv',
    doors: 5,
    currency: 'usd',
    discount: 0,
    description:
      '<p>La <strong>BJ30</strong> es el SUV híbrido de BAIC: motor 1.5 turbo y dos motores eléctricos, con estética todoterreno. Precio en dólares.</p>',
    versions: [
      {
        name: 'Hybrid 1.5T 4x2',
        price: 36900,
        units: 1,
        special: [2000],
        features: [
          'Sistema híbrido de 299 CV',
          'Tracción delantera',
          'Pantalla central de 14,6"',
          'Control crucero adaptativo',
          '6 airbags',
        ],
      },
      {
        name: 'Hybrid 1.5T 4WD',
        price: 42500,
        units: 1,
        features: [
          'Sistema híbrido de 408 CV',
          'Tracción integral eléctrica',
          'Techo panorámico',
          'Cámara 360°',
          'Asientos delanteros ventilados',
        ],
      },
    ],
  },
  {
    brand: 6,
    slug: 'baic-bj40',
    name: 'BJ40',
    article: 'la',
    body: 'boxy',
    doors: 5,
    currency: 'usd',
    discount: 0,
    description:
      '<p>La <strong>BJ40</strong> es el todoterreno de BAIC: chasis de largueros, reductora y bloqueos de diferencial. Techo y puertas desmontables. Precio en dólares.</p>',
    versions: [
      {
        name: 'Plus 2.0T 4x4 AT',
        price: 44900,
        units: 1,
        features: [
          'Motor 2.0 turbo de 218 CV',
          'Caja automática de 8 velocidades',
          'Tracción 4x4 con reductora',
          'Bloqueo de diferencial trasero',
          'Techo desmontable',
        ],
      },
      {
        name: 'Plus Adventure 2.0T 4x4 AT',
        price: 49900,
        units: 0,
        features: [
          'Motor 2.0 turbo de 218 CV',
          'Caja automática de 8 velocidades',
          'Bloqueo de diferenciales delantero y trasero',
          'Neumáticos para todo terreno',
          'Snorkel',
          'Cámara 360°',
        ],
      },
    ],
  },
  {
    brand: 6,
    slug: 'baic-u5-plus',
    name: 'U5 Plus',
    article: 'el',
    body: 'sedan',
    doors: 4,
    currency: 'ars',
    discount: 0,
    description:
      '<p>El <strong>U5 Plus</strong> es el sedán de BAIC: amplio, con baúl de 450 litros y un equipamiento completo para el uso diario.</p>',
    versions: [
      {
        name: 'Luxury 1.5 MT',
        price: 27900000,
        units: 2,
        features: [
          'Motor 1.5 de 116 CV',
          'Caja manual de 5 velocidades',
          'Pantalla táctil de 10"',
          'Cámara de retroceso',
          'Baúl de 450 litros',
        ],
      },
      {
        name: 'Elite 1.5 CVT',
        price: 31400000,
        units: 1,
        features: [
          'Motor 1.5 de 116 CV',
          'Caja CVT',
          'Techo solar',
          'Climatizador automático',
          'Llantas de aleación de 16"',
        ],
      },
    ],
  },
];
