import { describe, expect, it } from 'vitest';
import {
  displayBirthdate,
  emptyPersonalData,
  isMaskedValue,
  isOneLine,
  maritalStatusOptions,
  maskAddress,
  maskBirthdate,
  maskDni,
  resolveMaskedValue,
  normalizeArgentinePhone,
  normalizeDni,
  oneLineText,
  personalDataMessages,
  validatePersonalData,
} from './personal-data';
import type { PersonalDataValues } from './personal-data';
const today = '2026-11-22';

const complete: PersonalDataValues = {
  dni: '30.123.456',
  name: 'Ana',
  lastname: 'Gómez',
  birthdate: '1990-05-17',
  maritalStatusId: 2,
  telephone: '261 555-2150',
  email: 'ana@example.com',
  address: '',
};

describe('personal data rules', () => {
  it('spec 3: the marital status options are Casado/a, Soltero/a, Divorciado/a, Viudo/a', () => {
    expect(maritalStatusOptions).toEqual([
      { id: 1, label: 'Casado/a' },
      { id: 2, label: 'Soltero/a' },
      { id: 3, label: 'Divorciado/a' },
      { id: 4, label: 'Viudo/a' },
    ]);
  });

  it('spec 5: everything but the address is required', () => {
    expect(validatePersonalData(complete, today)).toEqual({});
    expect(validatePersonalData(emptyPersonalData, today)).toEqual({
      dni: personalDataMessages.dniRequired,
      name: personalDataMessages.nameRequired,
      lastname: personalDataMessages.lastnameRequired,
      birthdate: personalDataMessages.birthdateRequired,
      maritalStatusId: personalDataMessages.maritalStatusRequired,
      telephone: personalDataMessages.telephoneRequired,
      email: personalDataMessages.emailRequired,
    });
  });

  it("spec 5: the birthdate '0000-00-00' counts as empty", () => {
    expect(validatePersonalData({ ...complete, birthdate: '0000-00-00' }, today)).toEqual({
      birthdate: personalDataMessages.birthdateRequired,
    });
    expect(displayBirthdate('0000-00-00')).toBe('');
    expect(displayBirthdate('1990-05-17')).toBe('17/05/1990');
  });

  it('DECISIONS: a birthdate must be a real past date of an adult', () => {
    const errorFor = (birthdate: string) =>
      validatePersonalData({ ...complete, birthdate }, today).birthdate;
    expect(errorFor('1990-02-30')).toBe(personalDataMessages.birthdateInvalid);
    expect(errorFor('2030-01-01')).toBe(personalDataMessages.birthdateInvalid);
    expect(errorFor('2008-11-23')).toBe(personalDataMessages.birthdateUnderage);
    expect(errorFor('2008-11-22')).toBeUndefined();
  });

  it('DECISIONS: a DNI has 7 or 8 digits (dots allowed)', () => {
    expect(normalizeDni('30.123.456')).toBe('30123456');
    expect(normalizeDni('7123456')).toBe('7123456');
    expect(normalizeDni('123456')).toBeNull();
    expect(normalizeDni('123456789')).toBeNull();
    expect(normalizeDni('30a23456')).toBeNull();
    expect(validatePersonalData({ ...complete, dni: '12345' }, today).dni).toBe(
      personalDataMessages.dniInvalid,
    );
  });

  it('DECISIONS: phones in the usual local and +54 forms', () => {
    for (const phone of [
      '261 555-2150',
      '(0261) 555-2150',
      '0261 15 555-2150',
      '261 15 5552150',
      '+54 9 261 555 2150',
      '+54 261 555 2150',
      '+5492615552150',
      '011 4555-2150',
      '11 15 4555 2150',
    ]) {
      expect(normalizeArgentinePhone(phone), phone).not.toBeNull();
    }
    expect(normalizeArgentinePhone('+54 9 261 555 2150')).toBe('2615552150');
    expect(normalizeArgentinePhone('0261 15 555-2150')).toBe('2615552150');
    for (const phone of [
      '555-2150',
      '261 555 21',
      'teléfono',
      '+1 212 555 2150',
      '+54 0261 5552150',
    ]) {
      expect(normalizeArgentinePhone(phone), phone).toBeNull();
    }
    expect(validatePersonalData({ ...complete, telephone: '555-2150' }, today).telephone).toBe(
      personalDataMessages.telephoneInvalid,
    );
  });

  it('reads every way of writing one number as its ten national digits', () => {
    for (const phone of [
      '261 555-4000',
      '2615554000',
      '(0261) 555-4000',
      '0261 15 555-4000',
      '261 15 555 4000',
      '+54 9 261 555 4000',
      '+54 261 555-4000',
      '+54 261 15 555-4000',
      '0054 9 261 555 4000',
      '261\u00a0555\u00a04000',
    ]) {
      expect(normalizeArgentinePhone(phone), phone).toBe('2615554000');
    }
  });

  it('refuses a phone with a line break, a tab or another control character in it', () => {
    for (const phone of ['261 555\r\n4000', '261 555\n4000', '261\t5554000', '261\u2028555 4000']) {
      expect(normalizeArgentinePhone(phone), JSON.stringify(phone)).toBeNull();
      expect(validatePersonalData({ ...complete, telephone: phone }, today).telephone).toBe(
        personalDataMessages.telephoneInvalid,
      );
    }
  });

  it('takes names on one line, refusing line breaks and control characters', () => {
    for (const name of [
      'Ana\nURGENTE',
      'Ana\r\nBcc: x',
      'Ana\tGómez',
      'Ana\u2029x',
      'Ana\u202Ex',
      '\u0000Ana',
    ]) {
      expect(isOneLine(name), JSON.stringify(name)).toBe(false);
      expect(validatePersonalData({ ...complete, name, lastname: name }, today)).toEqual({
        name: personalDataMessages.nameOneLine,
        lastname: personalDataMessages.lastnameOneLine,
      });
    }
    for (const name of ['María José', "O'Higgins", 'Peña-Núñez', 'Zoë 李']) {
      expect(isOneLine(name), name).toBe(true);
    }
  });

  it('writes stored text as one line for an email', () => {
    expect(oneLineText(' Ana\r\n  Bcc: x\u2028y\tz ')).toBe('Ana Bcc: x y z');
  });

  it('keeps the text of a line that breaks nothing, the no-break spaces of amounts included', () => {
    expect(oneLineText('$\u00a031.543.000  (seña)')).toBe('$\u00a031.543.000  (seña)');
  });

  it('spec 5: the email must be an email', () => {
    expect(validatePersonalData({ ...complete, email: 'ana@' }, today).email).toBe(
      personalDataMessages.emailInvalid,
    );
  });
});

describe('masked personal data', () => {
  it('masks the DNI, birthdate and street address, and nothing when there is nothing', () => {
    expect(maskDni('30123456')).toBe('30.***.456');
    expect(maskDni('30.123.456')).toBe('30.***.456');
    expect(maskDni('1234567')).toBe('1.***.567');
    expect(maskDni('')).toBe('');
    expect(maskBirthdate('1990-05-17')).toBe('1990-**-**');
    expect(maskBirthdate('17/05/1990')).toBe('**/**/1990');
    expect(maskBirthdate('0000-00-00')).toBe('');
    expect(maskAddress('Belgrano 550')).toBe('Bel ***');
    expect(maskAddress('  ')).toBe('');
    for (const mask of ['30.***.456', '1990-**-**', '**/**/1990', 'Bel ***']) {
      expect(isMaskedValue(mask)).toBe(true);
    }
    expect(isMaskedValue('30123456')).toBe(false);
  });

  it('keeps the stored value for its mask sent back, takes a typed value, refuses any other mask', () => {
    expect(resolveMaskedValue('dni', '30.***.456', '30123456')).toEqual({ value: '30123456' });
    expect(resolveMaskedValue('dni', '28999888', '30123456')).toEqual({ value: '28999888' });
    expect(resolveMaskedValue('dni', undefined, '30123456')).toEqual({ value: undefined });
    expect(resolveMaskedValue('birthdate', '1990-**-**', '1990-05-17')).toEqual({
      value: '1990-05-17',
    });
    expect(resolveMaskedValue('address', 'Sar ***', 'Belgrano 550')).toEqual({
      value: undefined,
      error: personalDataMessages.maskedRetype,
    });
  });

  it('validates a field holding the mask the server answered as kept, and nothing else', () => {
    const masked = { ...complete, dni: '30.***.456', birthdate: '1990-**-**', address: 'Bel ***' };
    const kept = { dni: '30.***.456', birthdate: '1990-**-**', address: 'Bel ***' };
    expect(validatePersonalData(masked, today, kept)).toEqual({});
    expect(validatePersonalData(masked, today)).toEqual({
      dni: personalDataMessages.dniInvalid,
      birthdate: personalDataMessages.birthdateInvalid,
    });
    expect(validatePersonalData({ ...masked, dni: '30.***.45' }, today, kept)).toEqual({
      dni: personalDataMessages.dniInvalid,
    });
  });
});
