/**
 * The visit pages' titles and descriptions, with their pages: only the visit routes carry
 * them (every other page's are in seo.ts, on every first visit).
 */
import { group } from '@territorio/site-config';
import { meta } from '../../seo';

export const visitMeta = {
  /** vehicle: 'Chevrolet Onix LT 1.0 Turbo, Blanco Summit' or 'Volkswagen Polo'. */
  booking: (vehicle: string) =>
    meta(
      `Agendar visita o prueba de manejo: ${vehicle}`,
      `Elegí el día y el horario para ver y manejar este vehículo en ${group.name}: ${vehicle}.`,
    ),
  bookingWithoutVehicle: meta(
    'Agendar visita o prueba de manejo',
    'Elegí un vehículo del stock o del catálogo 0km para agendar tu visita.',
  ),
  visit: meta('Tu visita', 'Tu visita agendada: cambiá el horario o cancelala.'),
  notFound: meta('Visita no encontrada', 'No encontramos esa visita.'),
} as const;
