/**
 * Walking a content schema beside a value: which parts are translated, and merging one
 * language's file over the default language's file (primitives.ts explains the rule).
 */
import { z } from 'zod';
import { isDateSchema, kindOf } from './primitives';

export type Schema = z.core.$ZodType;
export type Path = (string | number)[];

/** A problem found in a content file, before the file name and line are known. */
export interface Problem {
  /** `default` when the value lives in the default language's file, else the language's own. */
  where: 'default' | 'locale';
  path: Path;
  message: string;
}

/**
 * The schema inside its optional, nullable and default wrappers, and whether a value may be left
 * out (an optional or defaulted one). The one place that knows zod's wrappers.
 */
export function unwrapOptional(schema: Schema): { inner: Schema; optional: boolean } {
  let current = schema;
  let optional = false;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) optional = true;
    current = current.unwrap() as Schema;
  }
  return { inner: current, optional };
}

/** Optional, nullable and default wrappers removed. */
export function unwrap(schema: Schema): Schema {
  return unwrapOptional(schema).inner;
}

/**
 * What a schema is made of, in the terms the content code needs: the compiler, the emitter, the
 * editor's check and the previews read this instead of testing zod's classes themselves.
 */
export type SchemaNode =
  | { type: 'object'; shape: Record<string, Schema> }
  /** An array (any length) or a tuple (`length` items). */
  | { type: 'list'; item: (index: number) => Schema | undefined; length?: number }
  | { type: 'union'; options: Schema[]; discriminator?: string }
  | { type: 'record'; value: Schema }
  | { type: 'string'; date: boolean }
  | { type: 'number'; int: boolean }
  | { type: 'boolean' }
  | { type: 'enum'; values: string[] }
  | { type: 'literal'; value: unknown }
  | { type: 'leaf' };

/** The node of a schema, inside its optional, nullable and default wrappers. */
export function nodeOf(schema: Schema): SchemaNode {
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) return { type: 'object', shape: s.shape as Record<string, Schema> };
  if (s instanceof z.ZodArray) return { type: 'list', item: () => s.element as Schema };
  if (s instanceof z.ZodTuple) {
    const items = s.def.items as Schema[];
    return { type: 'list', item: (i) => items[i], length: items.length };
  }
  if (s instanceof z.ZodUnion) {
    const { discriminator } = s.def as { discriminator?: string };
    return { type: 'union', options: s.options as Schema[], discriminator };
  }
  if (s instanceof z.ZodRecord) return { type: 'record', value: s.valueType as Schema };
  if (s instanceof z.ZodString) return { type: 'string', date: isDateSchema(s) };
  if (s instanceof z.ZodNumber) return { type: 'number', int: s.format === 'safeint' || s.isInt };
  if (s instanceof z.ZodBoolean) return { type: 'boolean' };
  if (s instanceof z.ZodEnum) return { type: 'enum', values: s.options.map(String) };
  if (s instanceof z.ZodLiteral) return { type: 'literal', value: s.value };
  return { type: 'leaf' };
}

/** The value a literal schema (a union's discriminator) stands for. */
export function literalValue(schema: Schema | undefined): unknown {
  return schema instanceof z.ZodLiteral ? schema.value : undefined;
}

export function isOptional(schema: Schema): boolean {
  return schema instanceof z.ZodOptional;
}

/** The schemas a schema is made of, for `hasText`. */
function children(schema: Schema): Schema[] {
  const s = unwrap(schema);
  if (kindOf(s) === 'vector' && s instanceof z.ZodObject) return Object.values(s.shape);
  if (kindOf(s)) return [];
  if (s instanceof z.ZodObject) return Object.values(s.shape);
  if (s instanceof z.ZodArray) return [s.element as Schema];
  if (s instanceof z.ZodTuple) return [...(s.def.items as Schema[])];
  if (s instanceof z.ZodUnion) return [...(s.options as Schema[])];
  if (s instanceof z.ZodRecord) return [s.valueType as Schema];
  return [];
}

const TEXT_KINDS = new Set(['text', 'localized-href']);
const textCache = new WeakMap<Schema, boolean>();

/** Whether anything under `schema` is written per language. */
export function hasText(schema: Schema): boolean {
  const s = unwrap(schema);
  const cached = textCache.get(s);
  if (cached !== undefined) return cached;
  const kind = kindOf(s);
  const result = kind
    ? TEXT_KINDS.has(kind) || (kind === 'vector' && children(s).some(hasText))
    : children(s).some(hasText);
  textCache.set(s, result);
  return result;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option of a union (or of its options) that `value` is written in, if any. */
export function matchingOption(
  union: z.ZodUnion | readonly Schema[],
  value: unknown,
): Schema | undefined {
  const options = Array.isArray(union) ? union : ((union as z.ZodUnion).options as Schema[]);
  return options.find((option) => z.safeParse(option, value).success);
}

/** The option of a union that the default language's value is written in (else the first). */
function unionOption(schema: z.ZodUnion, base: unknown): Schema | undefined {
  return matchingOption(schema, base) ?? (schema.options as Schema[])[0];
}

/** The schema of item `index` of a list or tuple schema. */
export function itemSchema(schema: z.ZodArray | z.ZodTuple, index: number): Schema {
  return schema instanceof z.ZodArray
    ? (schema.element as Schema)
    : ((schema.def.items as Schema[])[index] as Schema);
}

/**
 * One language's value: the default language's value for everything written once, the
 * language's own file for everything translated. Reports what is missing, extra or mismatched.
 */
export function mergeLocale(
  schema: Schema,
  base: unknown,
  local: unknown,
  path: Path,
  problems: Problem[],
): unknown {
  const s = unwrap(schema);
  const kind = kindOf(s);
  if (kind === 'injected') {
    if (local !== undefined)
      problems.push({ where: 'locale', path, message: 'is filled in by the build: remove it' });
    return base;
  }
  if (!hasText(s)) {
    if (local !== undefined) {
      problems.push({
        where: 'locale',
        path,
        message:
          'is the same in every language: write it only in the default language (zh-hans) file',
      });
    }
    return base;
  }
  if (base === undefined) {
    if (local !== undefined) {
      problems.push({
        where: 'locale',
        path,
        message: 'is not in the default language (zh-hans) file: add it there first, or remove it',
      });
    }
    return undefined;
  }
  if (local === undefined) {
    problems.push({ where: 'locale', path, message: 'is missing in this language' });
    return undefined;
  }
  if (kind === 'text' || kind === 'localized-href') return local;

  if (s instanceof z.ZodUnion) {
    const option = unionOption(s, base);
    return option ? mergeLocale(option, base, local, path, problems) : local;
  }
  if (s instanceof z.ZodArray || s instanceof z.ZodTuple) {
    if (!Array.isArray(base)) return local;
    if (!Array.isArray(local)) {
      problems.push({
        where: 'locale',
        path,
        message: `must be a list of ${base.length} (as in zh-hans)`,
      });
      return undefined;
    }
    if (local.length !== base.length) {
      problems.push({
        where: 'locale',
        path,
        message: `has ${local.length} items, the default language (zh-hans) has ${base.length}: every language lists the same items in the same order`,
      });
      return undefined;
    }
    return base.map((item, index) =>
      mergeLocale(itemSchema(s, index), item, local[index], [...path, index], problems),
    );
  }
  if (s instanceof z.ZodRecord) {
    if (!isRecord(base)) return local;
    if (!isRecord(local)) {
      problems.push({ where: 'locale', path, message: 'must be a set of named values' });
      return undefined;
    }
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(local)])) {
      merged[key] = mergeLocale(
        s.valueType as Schema,
        base[key],
        local[key],
        [...path, key],
        problems,
      );
    }
    return merged;
  }
  if (s instanceof z.ZodObject) {
    const shape = s.shape as Record<string, Schema>;
    if (!isRecord(base)) return local;
    if (!isRecord(local)) {
      problems.push({ where: 'locale', path, message: 'must be a group of named values' });
      return undefined;
    }
    for (const key of Object.keys(local)) {
      if (!(key in shape))
        problems.push({
          where: 'locale',
          path: [...path, key],
          message: 'is not a known field (a typo?)',
        });
    }
    const merged: Record<string, unknown> = {};
    const keys = [...Object.keys(base), ...Object.keys(shape).filter((k) => !(k in base))];
    for (const key of keys) {
      const fieldSchema = shape[key];
      if (!fieldSchema) {
        merged[key] = base[key];
        continue;
      }
      const value = mergeLocale(fieldSchema, base[key], local[key], [...path, key], problems);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return local;
}

/** The schema at `path` under `schema` (following the value for unions), or undefined. */
export function schemaAt(schema: Schema, value: unknown, path: Path): Schema | undefined {
  let s: Schema | undefined = schema;
  let v: unknown = value;
  for (const key of path) {
    if (!s) return undefined;
    let u = unwrap(s);
    if (u instanceof z.ZodUnion) u = unionOption(u, v) ?? u;
    if (u instanceof z.ZodArray || u instanceof z.ZodTuple) s = itemSchema(u, Number(key));
    else if (u instanceof z.ZodRecord) s = u.valueType as Schema;
    else if (u instanceof z.ZodObject) s = (u.shape as Record<string, Schema>)[String(key)];
    else return undefined;
    v = Array.isArray(v) ? v[Number(key)] : isRecord(v) ? v[String(key)] : undefined;
  }
  return s;
}

const pathKey = (path: Path) => path.join('\u0000');

/**
 * One language's file checked over the default language's value: merged, then the merged value
 * checked against the schema. Problems of shared values are left to the default language's check
 * (they are reported once, against its file). Used by the build and by the editor before a save.
 */
export function checkLocale(
  schema: Schema,
  base: unknown,
  local: unknown,
  message: (issue: z.core.$ZodIssue) => string,
): { merged: unknown; problems: Problem[] } {
  const problems: Problem[] = [];
  const merged = mergeLocale(schema, base, local, [], problems);
  const checked = z.safeParse(schema, merged, { reportInput: true });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = issue.path as Path;
      const at = schemaAt(schema, merged, path);
      if (at && hasText(at) && !problems.some((p) => pathKey(p.path) === pathKey(path))) {
        problems.push({ where: 'locale', path, message: message(issue) });
      }
    }
  }
  return { merged, problems };
}

/** A zod issue in the words of the content messages. */
export const issueMessage = (issue: z.core.$ZodIssue) =>
  issue.code === 'unrecognized_keys'
    ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (a typo?)`
    : issue.code === 'invalid_type' && issue.input === undefined
      ? 'is missing'
      : issue.message;

/**
 * `value` without the optional fields left empty (`''` or null): the browser editor (Decap CMS)
 * writes a cleared optional field as an empty string, which means "not given", not an empty
 * text. Required fields are left as they are (and an empty one is still an error).
 */
export function dropEmptyOptional(schema: Schema, value: unknown): unknown {
  const s = unwrap(schema);
  if (kindOf(s) && kindOf(s) !== 'vector') return value;
  if (Array.isArray(value)) {
    if (s instanceof z.ZodArray || s instanceof z.ZodTuple)
      return value.map((item, index) => dropEmptyOptional(itemSchema(s, index), item));
    return value;
  }
  if (!isRecord(value)) return value;
  if (s instanceof z.ZodUnion) {
    const option = matchingOption(s, value) ?? (s.options as Schema[])[0];
    return option ? dropEmptyOptional(option, value) : value;
  }
  if (!(s instanceof z.ZodObject)) return value;
  const shape = s.shape as Record<string, Schema>;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const field = shape[key];
    if (field && isOptional(field) && (child === '' || child === null)) continue;
    result[key] = field ? dropEmptyOptional(field, child) : child;
  }
  return result;
}
