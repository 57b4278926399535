import { describe, expect, it } from 'vitest';
import {
  bookingPricesUpdateSchema,
  leadUpdateSchema,
  lockedMessage,
  signInSchema,
  staffCan,
  staffContactMethodSchema,
  staffPath,
  stockUnitFieldsSchema,
  stockUpdateSchema,
  unitHeldReason,
  type StaffAction,
} from './staff';
import { vinMessages } from './rules/stock-unit';

const actions: StaffAction[] = [
  'leads',
  'reservations',
  'agenda',
  'applications',
  'stock',
  'parameters',
  'audit',
];

function firstMessages(result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('staffCan', () => {
  it('lets admin do everything, hr only job applications', () => {
    for (const action of actions) {
      expect(staffCan({ role: 'admin', brand_ids: [] }, action, 2)).toBe(true);
      expect(staffCan({ role: 'hr', brand_ids: [] }, action)).toBe(action === 'applications');
    }
  });

  it('limits sales to leads, reservations and the agenda of the brands assigned', () => {
    const sales = { role: 'sales' as const, brand_ids: [1 as const, 4 as const] };
    expect(actions.filter((action) => staffCan(sales, action))).toEqual([
      'leads',
      'reservations',
      'agenda',
    ]);
    expect(staffCan(sales, 'leads', 1)).toBe(true);
    expect(staffCan(sales, 'reservations', 4)).toBe(true);
    expect(staffCan(sales, 'agenda', 4)).toBe(true);
    expect(staffCan(sales, 'leads', 2)).toBe(false);
    expect(staffCan(sales, 'agenda', 2)).toBe(false);
    // A record without a brand belongs to the group (brand 5).
    expect(staffCan(sales, 'leads', null)).toBe(false);
    expect(staffCan({ role: 'sales', brand_ids: [5] }, 'leads', null)).toBe(true);
  });
});

describe('staff schemas', () => {
  it('names the field of every money error, with the article of its noun', () => {
    const stock = stockUpdateSchema.safeParse({
      special_discount: -5,
      price: 1.5,
      updated_at: 'x',
    });
    expect(firstMessages(stock)).toMatchObject({
      special_discount: 'El descuento especial no puede ser negativo.',
      price: 'El precio va sin centavos.',
    });
    const deposit = bookingPricesUpdateSchema.safeParse({ booking_prices: { '1': -1 } });
    expect(firstMessages(deposit)).toEqual({
      'booking_prices.1': 'La seña no puede ser negativa.',
    });
  });

  it('refuses a discount larger than the price it applies to', () => {
    expect(
      stockUpdateSchema.safeParse({ list_price: 100, special_discount: 101, updated_at: 'x' })
        .success,
    ).toBe(false);
    expect(
      stockUpdateSchema.safeParse({ list_price: 100, special_discount: 100, updated_at: 'x' })
        .success,
    ).toBe(true);
    // Without a list price the price is what the discount comes off.
    expect(
      firstMessages(
        stockUpdateSchema.safeParse({ list_price: 0, price: 50, discount: 60, updated_at: 'x' }),
      ),
    ).toEqual({ special_discount: 'El descuento no puede superar el precio.' });
  });

  it('asks for a status or an assignment when a lead is updated', () => {
    expect(firstMessages(leadUpdateSchema.safeParse({}))).toEqual({
      status: 'Indicá el estado o la persona asignada.',
    });
    expect(leadUpdateSchema.safeParse({ assigned_to: null }).success).toBe(true);
  });

  it('normalises the sign-in email and checks contact methods', () => {
    expect(signInSchema.parse({ email: '  Ana@Example.COM ', password: 'x' }).email).toBe(
      'ana@example.com',
    );
    const method = staffContactMethodSchema.safeParse({
      brand_id: 1,
      department: 'sales',
      whatsapp_number: '+54 261',
      email: 'no es un email',
    });
    expect(firstMessages(method)).toEqual({
      whatsapp_number: 'El WhatsApp va en números, con código de país.',
      email: 'Ingresá un email válido.',
    });
  });
});

describe('staffPath and messages', () => {
  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(staffPath('reservationCancel', { code: 'AB 12' })).toBe('/reservations/AB%2012/cancel');
    expect(() => staffPath('lead')).toThrow(/missing :id/);
  });

  it('says how long an account stays locked, at least a minute', () => {
    expect(lockedMessage(15)).toContain('durante 15 minutos');
    expect(lockedMessage(0.2)).toContain('durante 1 minuto después');
  });
});

describe('stockUnitFieldsSchema', () => {
  const newUnit = {
    version_id: 12,
    chassis: ' 9bw-zzz377vt004251 ',
    color: 'Blanco Candy',
    site: 'san-juan',
    model_year: 2026,
    currency: 'ARS',
    list_price: 30_000_000,
    price: 30_000_000,
    license_price: 1_200_000,
    delivery_price: 450_000,
    condition: 'new',
  } as const;

  const fieldErrors = (input: unknown) => {
    const result = stockUnitFieldsSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
  };

  it('normalizes a new unit and fills what it leaves out', () => {
    expect(stockUnitFieldsSchema.parse(newUnit)).toMatchObject({
      chassis: '9BWZZZ377VT004251',
      currency: 'ars',
      status: 'available',
      discount: 0,
      mileage_km: null,
      plate: null,
    });
  });

  it('refuses a chassis outside ISO 3779 and an unknown site, naming the field', () => {
    expect(fieldErrors({ ...newUnit, chassis: '9BWZZZ377VT00425' })).toEqual({
      chassis: vinMessages.length,
    });
    expect(fieldErrors({ ...newUnit, chassis: '9BWZZZ377VT0042O' + '1' })).toEqual({
      chassis: vinMessages.letters,
    });
    expect(fieldErrors({ ...newUnit, site: 'mendoza-centro' })).toEqual({
      site: 'Elegí la sucursal.',
    });
  });

  it('asks a used unit for its kilometres, owners and plate; a 0km has none', () => {
    expect(fieldErrors({ ...newUnit, condition: 'used' })).toEqual({
      mileage_km: 'Ingresá los kilómetros del usado.',
      owners: 'Ingresá la cantidad de dueños del usado.',
      plate: 'Ingresá la patente del usado.',
    });
    expect(
      stockUnitFieldsSchema.parse({
        ...newUnit,
        condition: 'used',
        mileage_km: 45_000,
        owners: 1,
        plate: 'ab 123 cd',
      }).plate,
    ).toBe('AB123CD');
    expect(fieldErrors({ ...newUnit, mileage_km: 12 })).toEqual({
      mileage_km: 'Una unidad 0km no lleva kilómetros.',
    });
  });

  it('asks a unit in transit for its arrival date', () => {
    expect(fieldErrors({ ...newUnit, status: 'in_transit' })).toEqual({
      arrival_date: 'Ingresá la fecha de arribo de la unidad en tránsito.',
    });
    expect(fieldErrors({ ...newUnit, status: 'held' })).toEqual({ status: 'Elegí el estado.' });
  });
});

describe('stockUpdateSchema: a PATCH of any of a unit’s fields', () => {
  it('fills no default for a field left out, so the stored value stays', () => {
    expect(stockUpdateSchema.parse({ price: 5, updated_at: 't' })).toEqual({
      price: 5,
      updated_at: 't',
    });
  });

  it('reads each field sent with the unit schema’s own rules and words', () => {
    expect(
      stockUpdateSchema.parse({
        chassis: '9bw zzz377vt004251',
        plate: 'ab-123-cd',
        public_note: '  ',
        status: 'in_transit',
        updated_at: 't',
      }),
    ).toEqual({
      chassis: '9BWZZZ377VT004251',
      plate: 'AB123CD',
      public_note: null,
      status: 'in_transit',
      updated_at: 't',
    });
    const refused = stockUpdateSchema.safeParse({
      chassis: 'ABC',
      status: 'held',
      updated_at: 't',
    });
    expect(refused.success).toBe(false);
    expect(
      Object.fromEntries(
        refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
      ),
    ).toEqual({ chassis: vinMessages.length, status: 'Elegí el estado.' });
  });
});

describe('unitHeldReason', () => {
  it('names the operation and until when the unit stays as it is', () => {
    expect(unitHeldReason('held', 'ABC123')).toMatch(/operación ABC123.*hasta que ese pago/);
    expect(unitHeldReason('reserved', 'ABC123')).toMatch(/reservada por la operación ABC123/);
  });
});
