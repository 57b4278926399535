/**
 * After-sales service categories with price tiers (ARS). A service's price is
 * price_promotion if above 0, else price_premium for premium customers, else price_default.
 * brand_id scopes brand-specific services; services without it apply to every brand.
 * Service ids are unique across categories.
 */
import type { SeedServiceCategory } from './types';

export const serviceCategories: SeedServiceCategory[] = [
  {
    id: 1,
    name: 'Mantenimiento',
    services: [
      { id: 101, name: 'Service de 10.000 km', brand_id: 1, price_promotion: 0, price_premium: 185000, price_default: 212000 },
      { id: 102, name: 'Service de 20.000 km', brand_id: 1, price_promotion: 0, price_premium: 265000, price_default: 298000 },
      { id: 103, name: 'Service de 10.000 km', brand_id: 2, price_promotion: 0, price_premium: 172000, price_default: 198000 },
      { id: 104, name: 'Service de 20.000 km', brand_id: 2, price_promotion: 229000, price_premium: 248000, price_default: 281000 },
      { id: 105, name: 'Service de 10.000 km', brand_id: 4, price_promotion: 159000, price_premium: 180000, price_default: 205000 },
      { id: 106, name: 'Service de 20.000 km', brand_id: 4, price_promotion: 0, price_premium: 259000, price_default: 290000 },
      { id: 107, name: 'Service de 10.000 km', brand_id: 6, price_promotion: 0, price_premium: 168000, price_default: 189000 },
      { id: 108, name: 'Cambio de aceite y filtro', price_promotion: 0, price_premium: 98000, price_default: 112000 },
    ],
  },
  {
    id: 2,
    name: 'Frenos',
    services: [
      { id: 201, name: 'Cambio de pastillas delanteras', price_promotion: 0, price_premium: 98000, price_default: 115000 },
      { id: 202, name: 'Cambio de discos y pastillas delanteras', price_promotion: 0, price_premium: 245000, price_default: 279000 },
      { id: 203, name: 'Cambio de líquido de frenos', price_promotion: 39000, price_premium: 45000, price_default: 52000 },
    ],
  },
  {
    id: 3,
    name: 'Neumáticos',
    services: [
      { id: 301, name: 'Alineación y balanceo', price_promotion: 45000, price_premium: 52000, price_default: 60000 },
      { id: 302, name: 'Rotación de neumáticos', price_promotion: 0, price_premium: 18000, price_default: 22000 },
      { id: 303, name: 'Control de tren delantero', price_promotion: 0, price_premium: 35000, price_default: 41000 },
    ],
  },
  {
    id: 4,
    name: 'Diagnóstico y electricidad',
    services: [
      { id: 401, name: 'Escaneo computarizado', price_promotion: 0, price_premium: 35000, price_default: 42000 },
      { id: 402, name: 'Control y carga de batería', price_promotion: 0, price_premium: 15000, price_default: 20000 },
    ],
  },
  {
    id: 5,
    name: 'Aire acondicionado',
    services: [
      { id: 501, name: 'Carga de gas y control del sistema', price_promotion: 62000, price_premium: 68000, price_default: 79000 },
      { id: 502, name: 'Cambio de filtro de habitáculo', price_promotion: 0, price_premium: 24000, price_default: 29000 },
    ],
  },
  {
    id: 6,
    name: 'Estética',
    services: [
      { id: 601, name: 'Lavado premium interior y exterior', price_promotion: 0, price_premium: 38000, price_default: 45000 },
      { id: 602, name: 'Pulido y encerado', price_promotion: 0, price_premium: 95000, price_default: 110000 },
    ],
  },
]; // prettier-ignore
