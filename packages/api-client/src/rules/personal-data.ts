/**
 * spec 5 personal data (step 2): dni, name, lastname, birthdate, marital status,
 * telephone and email are required; address is not. DECISIONS "Argentina": DNI 7 or 8
 * digits; phones in the usual local and +54 forms. Messages are Argentine Spanish.
 */

/** spec 3 Marital status options. */
export const maritalStatusOptions = [
  { id: 1, label: 'Casado/a' },
  { id: 2, label: 'Soltero/a' },
  { id: 3, label: 'Divorciado/a' },
  { id: 4, label: 'Viudo/a' },
] as const;
export type MaritalStatusId = (typeof maritalStatusOptions)[number]['id'];

export type PersonalDataValues = {
  readonly dni: string;
  readonly name: string;
  readonly lastname: string;
  /** 'YYYY-MM-DD' (a date input's value); '' or '0000-00-00' is empty. */
  readonly birthdate: string;
  readonly maritalStatusId: MaritalStatusId | null;
  readonly telephone: string;
  readonly email: string;
  readonly address: string;
};
export type PersonalDataField = keyof PersonalDataValues;

export const personalDataFields = [
  'dni',
  'name',
  'lastname',
  'birthdate',
  'maritalStatusId',
  'telephone',
  'email',
  'address',
] as const satisfies readonly PersonalDataField[];

/** spec 5: every field but the address is required. */
export const requiredPersonalDataFields = [
  'dni',
  'name',
  'lastname',
  'birthdate',
  'maritalStatusId',
  'telephone',
  'email',
] as const satisfies readonly PersonalDataField[];

export const emptyPersonalData: PersonalDataValues = {
  dni: '',
  name: '',
  lastname: '',
  birthdate: '',
  maritalStatusId: null,
  telephone: '',
  email: '',
  address: '',
};

export const personalDataMessages = {
  dniRequired: 'Ingresá tu DNI.',
  dniInvalid: 'El DNI tiene que tener 7 u 8 números.',
  nameRequired: 'Ingresá tu nombre.',
  lastnameRequired: 'Ingresá tu apellido.',
  birthdateRequired: 'Ingresá tu fecha de nacimiento.',
  birthdateInvalid: 'Ingresá una fecha de nacimiento válida.',
  birthdateUnderage: 'Tenés que ser mayor de 18 años para reservar.',
  maritalStatusRequired: 'Elegí tu estado civil.',
  telephoneRequired: 'Ingresá tu teléfono.',
  telephoneInvalid: 'Ingresá un teléfono válido con código de área, por ejemplo 261 555-2150.',
  emailRequired: 'Ingresá tu email.',
  emailInvalid: 'Ingresá un email válido, por ejemplo nombre@correo.com.',
  nameOneLine: 'Escribí tu nombre en una sola línea.',
  lastnameOneLine: 'Escribí tu apellido en una sola línea.',
  maskedRetype: 'Este dato cambió mientras tanto: escribilo completo de nuevo.',
  maskedKept:
    'Lo guardamos y lo mostramos oculto. Dejalo así para conservarlo, o escribilo completo para cambiarlo.',
} as const;

export type PersonalDataErrors = Partial<Record<PersonalDataField, string>>;

/** Legal age in Argentina: a reservation is a purchase commitment. */
export const minimumBuyerAge = 18;

/** spec 5: the placeholder '0000-00-00' counts as empty. */
export function normalizeBirthdate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === '0000-00-00' ? '' : text;
}

/** The DNI's digits when it is 7 or 8 of them (dots and spaces allowed: '30.123.456'); else null. */
export function normalizeDni(value: string): string | null {
  const text = value.trim().replace(/[.\s-]/g, '');
  return /^\d{7,8}$/.test(text) ? text : null;
}

/**
 * Control characters (C0, DEL, C1), Unicode's line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates (which reorder how the text after them
 * is shown). None belongs in a name or a telephone; in an email or a sales note they would
 * break lines or disguise what follows.
 */
const controlOrLineBreak = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A person's name or a telephone as one line of plain text: no control character in it. */
export function isOneLine(value: string): boolean {
  return !controlOrLineBreak.test(value);
}

/** A run of white space holding at least one control character or line break. */
const breakingRun = /* @__PURE__ */ new RegExp(
  `\\s*${controlOrLineBreak.source}(?:${controlOrLineBreak.source}|\\s)*`,
  'gu',
);

/**
 * Text as one line, for a line of an email or a header: each run of white space that holds
 * a control character or a line break becomes one space; other text, the formatter's
 * no-break spaces among it, stays as it is. What was stored before the rule above stays
 * harmless.
 */
export function oneLineText(value: string): string {
  return value.replace(breakingRun, ' ').trim();
}

/**
 * Argentine phone numbers (DECISIONS): a 10-digit national number (area code + subscriber),
 * optionally with the trunk 0 ('0261 555-2150'), the mobile '15' after the area code
 * ('261 15 555-2150'), or the +54 prefix with or without the mobile 9 ('+54 9 261 555-2150').
 * Spaces (a no-break space too), dashes, dots and parentheses are ignored; anything else,
 * a tab or a line break among them, makes it no phone. Returns the national number (ten
 * digits: one number has one form, whoever typed it how), or null.
 */
export function normalizeArgentinePhone(value: string): string | null {
  const compact = value.trim().replace(/[ \u00a0().-]/g, '');
  let digits: string;
  if (/^\+54\d+$/.test(compact)) {
    digits = compact.slice(3);
    if (digits.startsWith('9') && digits.length === 11) digits = digits.slice(1);
    if (digits.startsWith('0')) return null;
  } else if (/^0054\d+$/.test(compact)) {
    return normalizeArgentinePhone(`+${compact.slice(2)}`);
  } else if (/^\d+$/.test(compact)) {
    digits = compact.startsWith('0') ? compact.slice(1) : compact;
  } else {
    return null;
  }
  if (digits.length === 12) {
    // The mobile '15' follows an area code of 2, 3 or 4 digits.
    for (const areaLength of [2, 3, 4]) {
      if (digits.slice(areaLength, areaLength + 2) === '15') {
        const national = digits.slice(0, areaLength) + digits.slice(areaLength + 2);
        if (/^[1-9]\d{9}$/.test(national)) return national;
      }
    }
    return null;
  }
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

type DateParts = { readonly year: number; readonly month: number; readonly day: number };

/** A real calendar date from 'YYYY-MM-DD', or null. */
export function parseIsoDate(value: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (the operation's display_birthdate); '' when not a date. */
export function displayBirthdate(birthdate: string): string {
  const parts = parseIsoDate(normalizeBirthdate(birthdate));
  if (!parts) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year}`;
}

function ageOn(birth: DateParts, today: DateParts): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

// ------------------------------------------------------------------ masked values

/**
 * Whoever holds an operation's code reads its DNI, birthdate and street address masked:
 * a code is a bearer secret, not a sign-in, so it opens the reservation but not the
 * buyer's identity. The buyer keeps a stored value by sending its mask back unchanged and
 * replaces it by typing the whole value again.
 */
export const maskedPersonalDataFields = ['dni', 'birthdate', 'address'] as const;
export type MaskedPersonalDataField = (typeof maskedPersonalDataFields)[number];

/** Every mask holds this mark; no valid DNI, date or address the buyer types does. */
const maskMark = '**';

export function isMaskedValue(value: string | null | undefined): boolean {
  return (value ?? '').includes(maskMark);
}

/** '30123456' -> '30.***.456': the last three digits let the buyer recognise it. */
export function maskDni(dni: string | null | undefined): string {
  const digits = (dni ?? '').replace(/\D/g, '');
  if (digits === '') return (dni ?? '').trim() === '' ? '' : '***';
  return digits.length > 6 ? `${digits.slice(0, -6)}.***.${digits.slice(-3)}` : '***';
}

/** '1990-05-17' -> '1990-**-**': only the year shows ('DD/MM/YYYY' dates alike). */
export function maskBirthdate(birthdate: string | null | undefined): string {
  const text = normalizeBirthdate(birthdate);
  if (text === '') return '';
  const iso = /^(\d{4})-\d{2}-\d{2}$/.exec(text);
  if (iso) return `${iso[1]}-**-**`;
  const display = /^\d{2}\/\d{2}\/(\d{4})$/.exec(text);
  return display ? `**/**/${display[1]}` : '****-**-**';
}

/** 'Belgrano 550' -> 'Bel ***': the street and number stay hidden. */
export function maskAddress(address: string | null | undefined): string {
  const text = (address ?? '').trim();
  return text === '' ? '' : `${text.slice(0, 3).trimEnd()} ***`;
}

const maskers: Readonly<Record<MaskedPersonalDataField, (value: string) => string>> = {
  dni: maskDni,
  birthdate: maskBirthdate,
  address: maskAddress,
};

export function maskPersonalDataValue(field: MaskedPersonalDataField, stored: string): string {
  return maskers[field](stored);
}

/** The masks the server answered, per field, for `validatePersonalData` to accept as kept. */
export type KeptMasks = Readonly<Partial<Record<MaskedPersonalDataField, string>>>;

/** Whether `value` is the mask the server answered for the field, sent back untouched. */
export function isKeptMask(value: string, mask: string | undefined): boolean {
  return mask !== undefined && isMaskedValue(mask) && value.trim() === mask;
}

/**
 * The value a write stores for a masked field: the stored one when the mask of it comes
 * back unchanged; the sent one when it is a value the buyer typed; an error when it is a
 * mask of something else (the value changed since it was read).
 */
export function resolveMaskedValue(
  field: MaskedPersonalDataField,
  sent: string | undefined,
  stored: string,
): { readonly value: string | undefined; readonly error?: string } {
  if (sent === undefined || !isMaskedValue(sent)) return { value: sent };
  if (sent.trim() === maskPersonalDataValue(field, stored)) return { value: stored };
  return { value: undefined, error: personalDataMessages.maskedRetype };
}

/**
 * Per-field messages for the values; an empty object when all is well. `today` is
 * 'YYYY-MM-DD' (the store's day) for the birthdate checks. A field holding the mask the
 * server answered for it (`kept`) is the stored value, which was valid when stored.
 */
export function validatePersonalData(
  values: PersonalDataValues,
  today: string,
  kept: KeptMasks = {},
): PersonalDataErrors {
  const errors: PersonalDataErrors = {};
  if (values.dni.trim() === '') errors.dni = personalDataMessages.dniRequired;
  else if (normalizeDni(values.dni) === null) errors.dni = personalDataMessages.dniInvalid;

  if (values.name.trim() === '') errors.name = personalDataMessages.nameRequired;
  else if (!isOneLine(values.name.trim())) errors.name = personalDataMessages.nameOneLine;
  if (values.lastname.trim() === '') errors.lastname = personalDataMessages.lastnameRequired;
  else if (!isOneLine(values.lastname.trim())) {
    errors.lastname = personalDataMessages.lastnameOneLine;
  }

  const birthdate = normalizeBirthdate(values.birthdate);
  const birth = parseIsoDate(birthdate);
  const todayParts = parseIsoDate(today);
  if (birthdate === '') errors.birthdate = personalDataMessages.birthdateRequired;
  else if (!birth || birth.year < 1900 || (todayParts && ageOn(birth, todayParts) < 0)) {
    errors.birthdate = personalDataMessages.birthdateInvalid;
  } else if (todayParts && ageOn(birth, todayParts) < minimumBuyerAge) {
    errors.birthdate = personalDataMessages.birthdateUnderage;
  }

  if (values.maritalStatusId === null) {
    errors.maritalStatusId = personalDataMessages.maritalStatusRequired;
  }

  if (values.telephone.trim() === '') errors.telephone = personalDataMessages.telephoneRequired;
  else if (normalizeArgentinePhone(values.telephone) === null) {
    errors.telephone = personalDataMessages.telephoneInvalid;
  }

  if (values.email.trim() === '') errors.email = personalDataMessages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = personalDataMessages.emailInvalid;

  for (const field of maskedPersonalDataFields) {
    if (isKeptMask(values[field], kept[field])) delete errors[field];
  }
  return errors;
}
