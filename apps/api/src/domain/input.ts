/**
 * Input checked against a schema with Spanish, field-named messages: bad input becomes an
 * `invalid` DomainError naming each field, never an exception of the parser.
 */
import { messages, personalDataMessages } from '@territorio/api-client';
import { z } from 'zod';
import { DomainError } from './errors';

/**
 * Spanish words for an issue whose schema gave none (zod's own are English). The form
 * schemas word each of their rules (spec 5, 8); this covers the rest: a missing value, a
 * value of the wrong type or length, a choice outside a list.
 */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? messages.fieldRequired
        : messages.fieldInvalid;
    case 'too_small':
      return typeof issue.input === 'string' && issue.input.trim() === ''
        ? messages.fieldRequired
        : messages.fieldInvalid;
    case 'too_big':
      return issue.origin === 'string' ? messages.fieldTooLong : messages.fieldInvalid;
    case 'invalid_format':
      return issue.format === 'email' ? personalDataMessages.emailInvalid : messages.fieldInvalid;
    case 'invalid_value':
      return messages.optionInvalid;
    case 'invalid_union':
      if (issue.input === undefined || issue.input === null) return messages.fieldRequired;
      // A union of literals (a brand id, an option list) is a choice.
      return issue.errors.length > 0 &&
        issue.errors.every((branch) => branch.every((inner) => inner.code === 'invalid_value'))
        ? messages.optionInvalid
        : messages.fieldInvalid;
    default:
      return messages.fieldInvalid;
  }
};

/** What a failed parse was given: lets a union's error name the fields of the branch meant. */
export type ParseSource = { readonly schema: z.core.$ZodType; readonly input: unknown };

type Definition = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  options?: z.core.$ZodType[];
};

const definition = (schema: z.core.$ZodType) => schema._zod.def as Definition;

/** The schema that parses the value, through optional, nullable, default, pipe and lazy. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  for (let depth = 0; depth < 20; depth += 1) {
    const def = definition(schema);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : def.getter?.());
    if (!inner) return schema;
    schema = inner;
  }
  return schema;
}

/** The schema at a path of the value, or undefined where the path leaves known shapes. */
function schemaAt(schema: z.core.$ZodType, path: readonly PropertyKey[]) {
  let current: z.core.$ZodType | undefined = unwrap(schema);
  for (const key of path) {
    const def = definition(current);
    current =
      def.type === 'object'
        ? def.shape?.[String(key)]
        : def.type === 'array'
          ? def.element
          : def.type === 'record'
            ? def.valueType
            : def.type === 'tuple'
              ? def.items?.[Number(key)]
              : undefined;
    if (!current) return undefined;
    current = unwrap(current);
  }
  return current;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Compares score lists in order: the first difference decides. */
function compareScores(a: readonly number[], b: readonly number[]): number {
  for (const [at, value] of a.entries()) {
    const other = b[at] ?? 0;
    if (value !== other) return value - other;
  }
  return 0;
}

/**
 * The union branch the input meant: the object branch that knows most of the input's keys,
 * then the one the input fills most, then the fullest (an input that names no key is told
 * every field of the longest form). A start body with `code` is a resume, without it a new
 * operation (spec 7.2). Null when the branches are not objects or the input is not one.
 */
function branchMeant(union: z.core.$ZodType | undefined, input: unknown): number | null {
  if (!union || !isPlainObject(input)) return null;
  const def = definition(union);
  if (def.type !== 'union' || !def.options) return null;
  const keys = Object.keys(input);
  let best: { index: number; score: number[] } | null = null;
  for (const [index, option] of def.options.entries()) {
    const shape = definition(unwrap(option)).shape;
    if (!shape) continue;
    const size = Object.keys(shape).length;
    const known = keys.filter((key) => Object.hasOwn(shape, key)).length;
    const score = [known, size === 0 ? 0 : known / size, size];
    if (!best || compareScores(score, best.score) > 0) best = { index, score };
  }
  return best?.index ?? null;
}

/** Without the schema: the branch with the fewest issues is the nearest miss. */
function nearestBranch(branches: readonly (readonly z.core.$ZodIssue[])[]): number {
  return branches.reduce(
    (nearest, branch, at) => (branch.length < branches[nearest]!.length ? at : nearest),
    0,
  );
}

type FieldIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The issues as fields name them: a union's failure becomes the issues of the branch the
 * input meant. `source` is the schema and input at `prefix`, when known.
 */
function flatten(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[],
  source: ParseSource | undefined,
): FieldIssue[] {
  return issues.flatMap((issue): FieldIssue[] => {
    const path = [...prefix, ...issue.path];
    const branches = issue.code === 'invalid_union' ? issue.errors : [];
    // A union of plain values (an id, an option list) fails as a whole, under its own path.
    if (branches.every((branch) => branch.every((inner) => inner.path.length === 0))) {
      return [{ path, message: issue.message }];
    }
    const union = source && schemaAt(source.schema, issue.path);
    const input = source && valueAt(source.input, issue.path);
    const meant = branchMeant(union, input);
    const index = meant ?? nearestBranch(branches);
    const option = meant !== null && union ? definition(union).options?.[meant] : undefined;
    return flatten(branches[index]!, path, option ? { schema: option, input } : undefined);
  });
}

/**
 * One Spanish message per field path ('purchase.dni', 'used_vehicles.0'), the first issue's.
 * An issue about the whole body names no field: the answer's message says it.
 */
export function fieldErrors(error: z.ZodError, source?: ParseSource): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { path, message } of flatten(error.issues, [], source)) {
    if (path.length === 0) continue;
    fields[path.map(String).join('.')] ??= message;
  }
  return fields;
}

/** A zod failure as a 400 naming each bad field with its message. */
export function validationError(
  error: z.ZodError,
  message: string = messages.invalidRequest,
  source?: ParseSource,
): DomainError {
  const fields = fieldErrors(error, source);
  return new DomainError('invalid', 'invalid_request', message, {
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  });
}

/** Parses with Spanish messages for whatever the schema does not word itself. */
export function safeParseInput<S extends z.core.$ZodType>(schema: S, input: unknown) {
  return z.safeParse(schema, input, { error: issueMessage });
}

/** Parses input with a schema; bad input becomes an `invalid` DomainError, never an exception. */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  message?: string,
): z.output<S> {
  const result = safeParseInput(schema, input);
  if (!result.success) throw validationError(result.error, message, { schema, input });
  return result.data;
}
