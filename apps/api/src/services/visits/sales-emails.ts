/**
 * Sales of the vehicle's brand at the site hear of every booking, as the other leads
 * (services/lead-delivery.ts): an ADF/XML prospect whose vehicle's interest is
 * 'test-drive' for a test drive and 'buy' for a visit to see it, the appointment's local
 * time in the customer's comments, and a readable summary. A move or a cancel by the buyer
 * sends them a short note. All in the transaction of the change.
 */
import { oneLineText, versionOfModel } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import type { Db } from '../../db/schema';
import type { VisitRow } from '../../repositories/visits';
import { adfDocument, type AdfProspect } from '../adf';
import type { AppContext } from '../context';
import {
  adfNote,
  departmentMessage,
  lines,
  providerName,
  routeDepartment,
  vendorFor,
  type DepartmentRoute,
} from '../lead-delivery';
import { siteOfVisit, visitWhen } from './buyer-emails';
import type { BookedVehicle } from './vehicle';

/** 'Ana María Gómez' → first 'Ana', last 'María Gómez' (a booking asks for one name). */
function nameParts(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

function appointment(visit: VisitRow): string {
  const site = siteOfVisit(visit);
  const what = visit.test_drive === 1 ? 'Prueba de manejo' : 'Visita';
  return `${what} agendada para el ${visitWhen(visit.local_date, visit.local_time)} (hora de ${site.province}), en la sucursal ${site.name}. Código de la visita: ${visit.code}.`;
}

function prospect(
  context: AppContext,
  visit: VisitRow,
  vehicle: BookedVehicle,
  route: DepartmentRoute,
): AdfProspect {
  const site = siteOfVisit(visit);
  const { unit } = vehicle;
  const name = nameParts(visit.name);
  return {
    id: visit.code,
    source: providerName,
    status: 'new',
    requestDate: visit.created_at,
    vehicles: [
      {
        interest: visit.test_drive === 1 ? 'test-drive' : 'buy',
        status: 'new',
        year: unit?.model_year ?? null,
        make: vehicle.make,
        model: vehicle.family,
        ...(unit
          ? {
              vin: unit.chassis,
              stock: String(unit.id),
              trim: versionOfModel(unit.model, unit.family),
              exteriorColor: unit.color,
            }
          : {}),
      },
    ],
    customer: {
      firstName: name.first,
      lastName: name.last,
      email: visit.email,
      phone: visit.telephone,
      comments: appointment(visit),
    },
    vendor: vendorFor(visit.brand_id, site.name, route),
    provider: {
      name: providerName,
      service: 'Agenda de visitas',
      url: context.config.cataloguePublicUrl,
    },
  };
}

function who(visit: VisitRow): string {
  return oneLineText(visit.name).slice(0, 80);
}

/** Queues sales' lead of a booking just made. */
export async function queueSalesLead(
  context: AppContext,
  trx: Db,
  visit: VisitRow,
  vehicle: BookedVehicle,
): Promise<void> {
  const site = siteOfVisit(visit);
  const route = await routeDepartment(trx, 'sales', visit.brand_id, site.name);
  const what = visit.test_drive === 1 ? 'Prueba de manejo' : 'Visita';
  const summary = [
    appointment(visit),
    '',
    ...lines([
      ['Código', visit.code],
      ['Cuándo', `${visitWhen(visit.local_date, visit.local_time)} (hora de ${site.province})`],
      ['Sucursal', site.name],
      ['Vehículo', visit.vehicle_title],
      ['N.º de stock', vehicle.unit?.id],
      ['Chasis', vehicle.unit?.chassis],
      ['Prueba de manejo', visit.test_drive === 1 ? 'Sí' : 'No'],
    ]),
    '',
    ...lines([
      ['Nombre', who(visit)],
      ['Teléfono', visit.telephone],
      ['Email', visit.email],
    ]),
    '',
    adfNote(visit.code),
  ].join('\n');
  const message = departmentMessage(
    'lead',
    route,
    `${what} agendada (${vehicle.make || group.name}, ${site.name}): ${who(visit)}, ${visitWhen(visit.local_date, visit.local_time)}`,
    summary,
    { id: visit.code, document: adfDocument(prospect(context, visit, vehicle, route)) },
  );
  await context.mailer.send({ ...message, visitCode: visit.code }, trx);
}

/** Queues sales' note of a visit the buyer moved (`previous`: when it was) or cancelled. */
export async function queueSalesNote(
  context: AppContext,
  trx: Db,
  visit: VisitRow,
  previous?: Pick<VisitRow, 'local_date' | 'local_time'>,
): Promise<void> {
  const site = siteOfVisit(visit);
  const route = await routeDepartment(trx, 'sales', visit.brand_id, site.name);
  const change = previous ? 'cambió el horario de' : 'canceló';
  const what = visit.test_drive === 1 ? 'prueba de manejo' : 'visita';
  const text = [
    `${who(visit)} ${change} su ${what} desde el sitio web.`,
    '',
    ...lines([
      ['Código', visit.code],
      [
        previous ? 'Antes' : 'Era el',
        previous
          ? visitWhen(previous.local_date, previous.local_time)
          : visitWhen(visit.local_date, visit.local_time),
      ],
      ['Ahora', previous ? visitWhen(visit.local_date, visit.local_time) : ''],
      ['Sucursal', site.name],
      ['Vehículo', visit.vehicle_title],
      ['Teléfono', visit.telephone],
      ['Email', visit.email],
    ]),
  ].join('\n');
  const subject = previous
    ? `Visita ${visit.code} cambiada: ${who(visit)}`
    : `Visita ${visit.code} cancelada: ${who(visit)}`;
  await context.mailer.send(
    { ...departmentMessage('lead', route, subject, text), visitCode: visit.code },
    trx,
  );
}
