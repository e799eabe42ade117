/**
 * Decap CMS fields derived from the content schemas (docs/design.md#the-editor): the editor asks
 * for exactly the keys the build checks, marks as translated exactly what the compiler reads per
 * language (`text()` and friends: `i18n: true`; everything written once: `i18n: false`, which Decap
 * reads as `none` and writes only into the zh-hans file, as scripts/lib/content expects; its object
 * widget refuses the string `'none'`) and requires what the schema requires. Rules the editor cannot express (a link to an existing page, an image file that
 * exists) stay with the build, which remains the gate.
 */
import type { z } from 'zod';
import { type FieldWords, fieldLabel } from '../../../shared/cms-words';
import {
  isDateTimeSchema,
  isDocumentFileSchema,
  isMarkdownSchema,
  kindOf,
  maxLengthOf,
} from '../schema/primitives';
import { hasText, literalValue, nodeOf, unwrapOptional as unwrap } from '../schema/walk';

/** The subset of Decap's field options this project writes. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean;
  pattern?: [string, string];
  options?: (string | { label: string; value: string | number })[];
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  collapsed?: boolean;
  summary?: string;
  default?: unknown;
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  media_library?: { config?: Record<string, unknown> };
}

type Schema = z.core.$ZodType;

/** Whether anything under `schema` is written per language (the compiler's own test). */
export const isTranslated = hasText;

/** Long prose gets a text area; short words a one-line input. */
const LONG_TEXT =
  /^(?:description|lead|desc|content|summary|quote|body|text|ctt|intro|detail|details|answer|paragraph|paragraphs|note|notice|caption|postOathDetail|item_desc|case_content)$/;

/** One Decap field for key `name` of schema `schema`. */
export function fieldOf(name: string, schema: Schema, words: FieldWords): CmsField | undefined {
  const { inner, optional } = unwrap(schema);
  const kind = kindOf(inner);
  if (kind === 'injected') return undefined;
  const base = {
    name,
    label: fieldLabel(name, words),
    ...(optional ? { required: false } : {}),
    i18n: isTranslated(inner),
  };
  const hinted = (hint: string | undefined) => (hint ? { hint } : {});
  const node = nodeOf(inner);
  switch (kind) {
    case 'text': {
      if (node.type === 'number') return { ...base, widget: 'number', value_type: 'float' };
      if (isMarkdownSchema(inner)) return { ...base, widget: 'markdown' };
      const max = maxLengthOf(inner);
      return {
        ...base,
        widget: LONG_TEXT.test(name) ? 'text' : 'string',
        ...(max === undefined ? {} : { pattern: [`^[\\s\\S]{1,${max}}$`, `≤ ${max}`] }),
      };
    }
    case 'localized-href':
      return { ...base, widget: 'string', ...hinted(words.hints.href) };
    case 'svg-url':
      return { ...base, widget: 'string', ...hinted(words.hints.svg), pattern: SVG_PATTERN };
    case 'raster':
      return { ...base, widget: 'string', ...hinted(words.hints.raster) };
    case 'media-url':
      return { ...base, widget: 'file', choose_url: false, ...hinted(words.hints.media) };
    case 'vector': {
      const shape = node.type === 'object' ? node.shape : {};
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: [
          {
            name: 'src',
            label: fieldLabel('src', words),
            widget: 'string',
            i18n: false,
            pattern: SVG_PATTERN,
            ...hinted(words.hints.svg),
          },
          ...fieldsOf(
            Object.fromEntries(Object.entries(shape).filter(([key]) => key !== 'src')),
            words,
          ),
        ],
      };
    }
    default:
      break;
  }
  if (node.type === 'string') {
    if (isDateTimeSchema(inner))
      return {
        ...base,
        widget: 'datetime',
        format: 'YYYY-MM-DDTHH:mm',
        date_format: 'YYYY-MM-DD',
        time_format: 'HH:mm',
        // What is typed is what is stored: Hong Kong time, whatever the browser's time zone.
        picker_utc: true,
        ...hinted(words.hints.hongKongTime),
      };
    if (isDocumentFileSchema(inner))
      return {
        ...base,
        widget: 'file',
        choose_url: false,
        ...hinted(words.hints.document),
        // Decap checks a file field's pattern against the file's name (withFileControl's
        // getValidateValue: basename), not the stored `files/<name>.pdf` the schema checks.
        pattern: ['^[A-Za-z0-9][\\w.-]*\\.pdf$', 'PDF'],
      };
    if (node.date)
      return {
        ...base,
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: true,
      };
    return {
      ...base,
      widget: 'string',
      ...(name === 'href' || name === 'url' ? hinted(words.hints.href) : {}),
    };
  }
  if (node.type === 'number') {
    return { ...base, widget: 'number', value_type: node.int ? 'int' : 'float' };
  }
  if (node.type === 'boolean') return { ...base, widget: 'boolean', default: false };
  if (node.type === 'enum') {
    // Named in the interface language where the words name them, else the key as words.
    const names = words.options?.[name] ?? {};
    return {
      ...base,
      widget: 'select',
      options: node.values.map((value) => ({ label: names[value] || humanise(value), value })),
    };
  }
  if (node.type === 'union' && node.options.every((o) => nodeOf(o).type === 'literal')) {
    const values = node.options.map((o) => literalValue(o) as string | number);
    return {
      ...base,
      widget: 'select',
      options: values.map((value) => ({ label: String(value), value })),
    };
  }
  if (node.type === 'object')
    return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(node.shape, words) };
  if (node.type === 'list') {
    const item = unwrap(node.item(0) as Schema).inner;
    const counted = node.length === undefined ? {} : { min: node.length, max: node.length };
    const itemNode = nodeOf(item);
    if (itemNode.type === 'union' && itemNode.discriminator) {
      const discriminator = itemNode.discriminator;
      return {
        ...base,
        widget: 'list',
        collapsed: true,
        typeKey: discriminator,
        types: itemNode.options.map((option) => {
          const optionNode = nodeOf(option);
          const shape = optionNode.type === 'object' ? optionNode.shape : {};
          const value = String(literalValue(shape[discriminator]));
          return {
            name: value,
            label: fieldLabel(`${discriminator}:${value}`, words),
            widget: 'object',
            i18n: isTranslated(option),
            fields: fieldsOf(
              Object.fromEntries(Object.entries(shape).filter(([key]) => key !== discriminator)),
              words,
            ),
          };
        }),
        ...counted,
      };
    }
    if (itemNode.type === 'object' || kindOf(item) === 'vector') {
      const single = fieldOf('item', item, words) as CmsField;
      return {
        ...base,
        widget: 'list',
        collapsed: true,
        fields: single.fields ?? [],
        ...summaryOf(single.fields ?? []),
        ...counted,
      };
    }
    const single = fieldOf('item', item, words) as CmsField;
    return { ...base, widget: 'list', field: single, ...counted };
  }
  throw new Error(`No Decap field for ${name}: ${node.type}`);
}

/** Shows an item's first text in a collapsed list. */
function summaryOf(fields: CmsField[]): { summary?: string } {
  const first = fields.find((f) => f.widget === 'string' || f.widget === 'text');
  return first ? { summary: `{{fields.${first.name}}}` } : {};
}

/** A key as words, for a value without a name of its own: `scene-hospital` → `Scene hospital`. */
export function humanise(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of an object schema's shape, in the schema's order. */
export function fieldsOf(shape: Record<string, Schema>, words: FieldWords): CmsField[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const made = fieldOf(name, schema, words);
    if (!made) return [];
    const field = made.required === false ? withOptionalChildren(made) : made;
    return [field.i18n === false ? withoutNestedI18n(field) : field];
  });
}

/**
 * Decap checks the required fields inside an optional group even when the group is left empty,
 * so nothing could be saved without filling it. Inside an optional object nothing is required in
 * the editor; the check before saving (check.ts, the zod schema) still refuses a group that is
 * half filled in.
 */
function withOptionalChildren(field: CmsField): CmsField {
  if (field.widget !== 'object' || !field.fields) return field;
  const loosen = (f: CmsField): CmsField => ({
    ...f,
    required: false,
    ...(f.widget === 'object' && f.fields ? { fields: f.fields.map(loosen) } : {}),
  });
  return { ...field, fields: field.fields.map(loosen) };
}

/**
 * Inside a field written once, everything is written once: Decap hides the whole field in the
 * other languages, and its configuration check refuses `i18n` markers below such a field.
 */
export function withoutNestedI18n(field: CmsField): CmsField {
  const strip = (f: CmsField): CmsField => {
    const { i18n: _i18n, ...rest } = f;
    return {
      ...rest,
      ...(f.fields ? { fields: f.fields.map(strip) } : {}),
      ...(f.field ? { field: strip(f.field) } : {}),
      ...(f.types ? { types: f.types.map(strip) } : {}),
    };
  };
  return {
    ...field,
    ...(field.fields ? { fields: field.fields.map(strip) } : {}),
    ...(field.field ? { field: strip(field.field) } : {}),
    ...(field.types ? { types: field.types.map(strip) } : {}),
  };
}

const SVG_PATTERN: [string, string] = [
  '^(?:illustrations|generated)/[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$',
  'illustrations/<name>.svg',
];
