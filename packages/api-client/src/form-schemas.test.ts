import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { zoneOptions } from './constants';
import { messages } from './messages';
import { personalDataMessages } from './rules/personal-data';
import {
  contactBodySchema,
  cvFieldsSchema,
  priceRequestBodySchema,
  visitBookingFormSchema,
  withdrawalBodySchema,
} from './schemas';

/** Stands in for a caller's error map: a field showing it carries no rule message of its own. */
const noRuleMessage = 'NO RULE MESSAGE';

/** The first message per field, as the API and the catalogue read them. */
function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input, { error: () => noRuleMessage });
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const localPhones = ['261 555-2150', '0261 15 555-2150', '+54 9 261 555-2150', '(0261) 4555-215'];
const badPhones = ['abc', '12', '261-555', '+1 415 555 2671'];

const contact = { name: 'Ana', lastname: 'Pérez', telephone: '261 555-2150' };
const priceRequest = { name: 'Juan', lastname: 'Gómez', email: 'juan@example.com' };
const job = {
  name: 'Sofía',
  lastname: 'Ruiz',
  cellphone: '261 15 555-0000',
  email: 's@example.com',
};
const withdrawal = { name: 'Laura', lastname: 'Díaz', email: 'laura@example.com' };

describe('contact body (spec 5: name, lastname, telephone required; email optional but typed)', () => {
  it('accepts the usual Argentine phone forms (DECISIONS "Argentina")', () => {
    for (const telephone of localPhones) {
      expect(fieldErrors(contactBodySchema, { ...contact, telephone })).toEqual({});
    }
  });

  it('refuses a telephone that is not an Argentine phone, under the telephone field', () => {
    for (const telephone of badPhones) {
      expect(fieldErrors(contactBodySchema, { ...contact, telephone })).toEqual({
        telephone: personalDataMessages.telephoneInvalid,
      });
    }
  });

  it('names each missing required field with its own message', () => {
    expect(fieldErrors(contactBodySchema, {})).toEqual({
      name: personalDataMessages.nameRequired,
      lastname: personalDataMessages.lastnameRequired,
      telephone: personalDataMessages.telephoneRequired,
    });
    // Blank is missing, not malformed: one message, the required one.
    expect(fieldErrors(contactBodySchema, { ...contact, name: '  ', telephone: ' ' })).toEqual({
      name: personalDataMessages.nameRequired,
      telephone: personalDataMessages.telephoneRequired,
    });
  });

  it('leaves the email optional but refuses a malformed one', () => {
    expect(fieldErrors(contactBodySchema, contact)).toEqual({});
    expect(fieldErrors(contactBodySchema, { ...contact, email: '' })).toEqual({});
    expect(fieldErrors(contactBodySchema, { ...contact, email: 'nope' })).toEqual({
      email: personalDataMessages.emailInvalid,
    });
  });
});

describe('price request body (spec 5: name, lastname, email required; cellphone optional)', () => {
  it('takes no cellphone or a blank one, and a valid one', () => {
    expect(fieldErrors(priceRequestBodySchema, priceRequest)).toEqual({});
    expect(fieldErrors(priceRequestBodySchema, { ...priceRequest, cellphone: '' })).toEqual({});
    for (const cellphone of localPhones) {
      expect(fieldErrors(priceRequestBodySchema, { ...priceRequest, cellphone })).toEqual({});
    }
  });

  it('refuses a cellphone that is given but not a phone', () => {
    expect(fieldErrors(priceRequestBodySchema, { ...priceRequest, cellphone: 'abc' })).toEqual({
      cellphone: messages.cellphoneInvalid,
    });
  });

  it('requires the email and tells a missing one from a malformed one', () => {
    expect(fieldErrors(priceRequestBodySchema, { name: 'Juan' })).toEqual({
      lastname: personalDataMessages.lastnameRequired,
      email: personalDataMessages.emailRequired,
    });
    expect(fieldErrors(priceRequestBodySchema, { ...priceRequest, email: 'juan@' })).toEqual({
      email: personalDataMessages.emailInvalid,
    });
  });
});

describe('job fields (spec 5: name, lastname, cellphone, email and the CV required)', () => {
  it('accepts a complete application with the optional fields blank', () => {
    expect(fieldErrors(cvFieldsSchema, job)).toEqual({});
    expect(
      fieldErrors(cvFieldsSchema, { ...job, telephone: '', studies: '', position: '', zone: '' }),
    ).toEqual({});
  });

  it('requires a cellphone that is an Argentine phone', () => {
    expect(fieldErrors(cvFieldsSchema, { ...job, cellphone: '' })).toEqual({
      cellphone: messages.cellphoneRequired,
    });
    expect(fieldErrors(cvFieldsSchema, { ...job, cellphone: 'abc' })).toEqual({
      cellphone: messages.cellphoneInvalid,
    });
  });

  it('checks the optional telephone only when it is given', () => {
    expect(fieldErrors(cvFieldsSchema, { ...job, telephone: '0261 423-0000' })).toEqual({});
    expect(fieldErrors(cvFieldsSchema, { ...job, telephone: 'abc' })).toEqual({
      telephone: personalDataMessages.telephoneInvalid,
    });
  });

  it('takes only the listed options (spec 5 studies, position, zone)', () => {
    expect(fieldErrors(cvFieldsSchema, { ...job, studies: 'Doctorado', zone: 'Mars' })).toEqual({
      studies: messages.optionInvalid,
      zone: messages.optionInvalid,
    });
  });

  it("spells the zone 'San Martín' and reads the unaccented spelling of older forms as it", () => {
    expect(zoneOptions).toContain('San Martín');
    expect(zoneOptions).not.toContain('San Martin');
    for (const zone of ['San Martín', 'San Martin']) {
      const result = cvFieldsSchema.safeParse({ ...job, zone });
      expect(result.success && result.data.zone).toBe('San Martín');
    }
  });
});

describe('withdrawal body (DECISIONS: Botón de arrepentimiento; DNI 7 or 8 digits)', () => {
  it('takes a DNI of 7 or 8 digits, with dots or spaces, or none', () => {
    for (const dni of ['30111222', '30.111.222', '7 123 456', '', undefined]) {
      expect(fieldErrors(withdrawalBodySchema, { ...withdrawal, dni })).toEqual({});
    }
  });

  it('refuses any other DNI under the dni field', () => {
    for (const dni of ['12', '123456789', 'abcdefg']) {
      expect(fieldErrors(withdrawalBodySchema, { ...withdrawal, dni })).toEqual({
        dni: personalDataMessages.dniInvalid,
      });
    }
  });

  it('checks the optional telephone only when it is given', () => {
    expect(fieldErrors(withdrawalBodySchema, { ...withdrawal, telephone: '' })).toEqual({});
    expect(fieldErrors(withdrawalBodySchema, { ...withdrawal, telephone: 'abc' })).toEqual({
      telephone: personalDataMessages.telephoneInvalid,
    });
  });

  it('requires name, lastname and email', () => {
    expect(fieldErrors(withdrawalBodySchema, { name: 'L' })).toEqual({
      lastname: personalDataMessages.lastnameRequired,
      email: personalDataMessages.emailRequired,
    });
  });
});

describe('names and telephones are one line on every public form', () => {
  const visit = {
    site: 'godoy-cruz',
    unit_id: 1,
    date: '2030-04-04',
    time: '10:00',
    name: 'Ana Gómez',
    telephone: '261 555-2150',
    email: 'ana@example.com',
    test_drive: false,
  };
  const forms: [string, z.ZodMiniType, Record<string, unknown>, string[], string[]][] = [
    ['contact', contactBodySchema, contact, ['name', 'lastname'], ['telephone']],
    ['price request', priceRequestBodySchema, priceRequest, ['name', 'lastname'], ['cellphone']],
    ['job', cvFieldsSchema, job, ['name', 'lastname'], ['cellphone', 'telephone']],
    ['withdrawal', withdrawalBodySchema, withdrawal, ['name', 'lastname'], ['telephone']],
    ['visit booking', visitBookingFormSchema, visit, ['name'], ['telephone']],
  ];
  const oneLine: Record<string, string> = {
    name: personalDataMessages.nameOneLine,
    lastname: personalDataMessages.lastnameOneLine,
    telephone: personalDataMessages.telephoneInvalid,
    cellphone: messages.cellphoneInvalid,
  };

  it.each(forms)(
    '%s refuses a line break or a control character under the field',
    (_form, schema, valid, names, phones) => {
      expect(fieldErrors(schema, valid)).toEqual({});
      for (const field of names) {
        for (const value of ['Ana\nURGENTE', 'Ana\r\nGómez', 'Ana\tGómez', 'Ana\u202Ex']) {
          expect(fieldErrors(schema, { ...valid, [field]: value })).toEqual({
            [field]: oneLine[field],
          });
        }
        // Accents, apostrophes and hyphens are a name's own.
        expect(fieldErrors(schema, { ...valid, [field]: "María José O'Higgins-Peña" })).toEqual({});
      }
      for (const field of phones) {
        for (const value of ['261 555\r\n2150', '261 555\n2150', '261\t5552150']) {
          expect(fieldErrors(schema, { ...valid, [field]: value })).toEqual({
            [field]: oneLine[field],
          });
        }
      }
    },
  );
});

describe('form messages (spec 8: copy in Argentine Spanish)', () => {
  it('gives every issue a person can cause its own message, never the caller’s fallback', () => {
    const inputs: [z.ZodMiniType, unknown][] = [
      [contactBodySchema, { telephone: 'abc', email: 'x' }],
      [contactBodySchema, { name: 1, lastname: null, telephone: 5 }],
      [priceRequestBodySchema, { email: 3, cellphone: 'abc' }],
      [cvFieldsSchema, { studies: 'x', position: 'x', zone: 'x', telephone: 'x', cellphone: 'x' }],
      [withdrawalBodySchema, { dni: '12', telephone: 'x', email: 'x' }],
    ];
    for (const [schema, input] of inputs) {
      const errors = Object.values(fieldErrors(schema, input));
      expect(errors.length).toBeGreaterThan(0);
      expect(errors).not.toContain(noRuleMessage);
    }
  });
});
