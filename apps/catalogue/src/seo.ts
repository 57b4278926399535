/** Every page's title and meta description, in one place. */
import { group } from '@territorio/site-config';

export type PageMeta = { readonly title: string; readonly description: string };

const suffix = ` | ${group.name}`;

/** A page's title with the group's name after it, and its description. */
export function meta(title: string, description: string): PageMeta {
  return { title: `${title}${suffix}`, description };
}

export const pageMeta = {
  home: {
    title: `${group.name} | Autos 0km en Mendoza y San Juan`,
    description:
      'Volkswagen, Chevrolet, Nissan y BAIC 0km, oportunidades, planes de ahorro y reserva online en Mendoza y San Juan.',
  },
  cvReceived: meta('Recibimos tu currículum', 'Gracias por postularte para trabajar con nosotros.'),
  cvError: meta('No pudimos recibir tu currículum', 'Volvé a enviar tu postulación.'),
  families: meta(
    'Vehículos 0km',
    'Todos los modelos 0km de Volkswagen, Chevrolet, Nissan y BAIC disponibles en Mendoza y San Juan.',
  ),
  brand: (brandName: string) =>
    meta(
      `${brandName} 0km`,
      `Modelos ${brandName} 0km, oportunidades y reserva online en ${group.name}.`,
    ),
  /** vehicle: 'Volkswagen Amarok'; ofVehicle: the same after 'de' and its article. */
  versions: (vehicle: string, ofVehicle: string) =>
    meta(
      `${vehicle}: versiones y precios`,
      `Versiones, equipamiento y unidades disponibles ${ofVehicle}. Pedí el precio o reservá online.`,
    ),
  versionsNotFound: meta(
    'Vehículo no encontrado',
    'No encontramos este vehículo en nuestro catálogo.',
  ),
  stock: meta(
    'Stock disponible',
    'Todas las unidades 0km disponibles en Godoy Cruz, San Rafael y San Juan: filtrá por marca, precio y cuota, y reservá online.',
  ),
  /** unit: 'Volkswagen Polo Highline 170 TSI AT'. */
  stockUnit: (unit: string, color: string, site: string) =>
    meta(
      `${unit} ${color}`,
      `${unit} 0km color ${color}, disponible en ${site}. Precio final, financiación y reserva online.`,
    ),
  stockUnitGone: meta(
    'Esta unidad ya no está disponible',
    'La unidad que buscabas ya fue reservada o vendida. Mirá otras unidades similares.',
  ),
  stockUnitNotFound: meta('Unidad no encontrada', 'No encontramos esa unidad en nuestro stock.'),
  offers: meta(
    'Oportunidades 0km',
    'Unidades 0km únicas con descuentos especiales de Chevrolet, Nissan, Volkswagen y BAIC.',
  ),
  savingPlans: meta(
    'Planes de ahorro',
    'Planes de ahorro Volkswagen, Chevrolet y Nissan: cuotas, adhesión y suscripción online.',
  ),
  news: meta('Noticias', `Lanzamientos, novedades y actividades de ${group.name}.`),
  newsDetail: (title: string) => meta(title, `${title}. Noticias de ${group.name}.`),
  newsNotFound: meta('Noticia no encontrada', 'No encontramos esta noticia.'),
  story: (title: string) => meta(title, `Historia: ${title}.`),
  contact: meta(
    'Contacto',
    'Direcciones, teléfonos y horarios de Godoy Cruz, San Rafael y San Juan. Escribinos y te respondemos.',
  ),
  postventa: meta(
    'Postventa',
    'Turnos de taller Chevrolet, Volkswagen y Nissan, servicios y precios de mantenimiento.',
  ),
  howToReserve: meta(
    'Cómo reservar tu 0km online',
    'Elegí tu unidad, pagá la seña con tarjeta y retirala en el concesionario. Te explicamos cada paso.',
  ),
  payPlan: meta('Pagar mi plan', 'Pagá la cuota de tu plan de ahorro Volkswagen o Chevrolet.'),
  ducati: meta('Ducati', 'Motos Ducati en Mendoza: modelos, test ride y contacto.'),
  mercedesBenz: meta('Mercedes-Benz', 'Vehículos Mercedes-Benz: consultá con nuestros asesores.'),
  notFound: meta('Página no encontrada', 'No encontramos lo que buscás.'),
  error: meta('No pudimos cargar esta página', 'Tuvimos un problema. Intentalo de nuevo.'),
  redirecting: meta('Reserva online', 'Te llevamos al Concesionario Digital.'),
} as const;
