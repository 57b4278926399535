import { describe, expect, it } from 'vitest';
import {
  bookingPricesUpdateSchema,
  leadUpdateSchema,
  lockedMessage,
  signInSchema,
  staffCan,
  staffContactMethodSchema,
  staffPath,
  stockUpdateSchema,
  type StaffAction,
} from './staff';

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
