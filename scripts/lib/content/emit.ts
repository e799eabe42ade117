/**
 * Writes a content value as TypeScript source: plain data, with media references turned into
 * the asset catalogue's objects (`ASSETS…`, `assetUrl(…)`) and injected values into expressions.
 */
import { kindOf } from '../../../src/content/schema/primitives';
import {
  isRecord,
  matchingOption,
  nodeOf,
  type Path,
  type Schema,
  unwrap,
} from '../../../src/content/schema/walk';

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `illustrations/scene-hospital.svg` → `ASSETS.illustrations.sceneHospital`. */
export function svgExpression(src: string): string {
  const stem = src.replace(/^.*\//, '').replace(/\.svg$/, '');
  return `ASSETS.illustrations.${camel(stem)}`;
}

/** `story-2-mobile` → `ASSETS.images.stories[1]!.mobile`; `fundus`, `hero-desktop` → by name. */
export function rasterExpression(name: string): string {
  const story = /^story-(\d+)-(desktop|mobile)$/.exec(name);
  if (story) return `ASSETS.images.stories[${Number(story[1]) - 1}]!.${story[2]}`;
  return `ASSETS.images.${camel(name)}`;
}

export interface EmitContext {
  /** The expression of an injected value at `path`. */
  inject(path: Path): string;
}

function emitObject(entries: [string, string][], indent: string, spread?: string): string {
  const inner = `${indent}  `;
  const lines = [
    ...(spread ? [`${inner}...${spread},`] : []),
    ...entries.map(([key, value]) => `${inner}${JSON.stringify(key)}: ${value},`),
  ];
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
}

/** The TypeScript expression of `value`, written against `schema`. */
export function emitValue(
  schema: Schema,
  value: unknown,
  context: EmitContext,
  path: Path = [],
  indent = '',
): string {
  const s = unwrap(schema);
  const kind = kindOf(s);
  if (kind === 'injected') return context.inject(path);
  if (value === undefined) return 'undefined';
  if (kind === 'svg-url') return `${svgExpression(String(value))}.url`;
  if (kind === 'raster') return rasterExpression(String(value));
  if (kind === 'media-url') return `assetUrl(${JSON.stringify(value)})`;
  const node = nodeOf(s);
  if (kind === 'vector' && node.type === 'object' && isRecord(value)) {
    const { shape } = node;
    const entries = Object.entries(value)
      .filter(([key, v]) => key !== 'src' && v !== undefined)
      .map(([key, v]): [string, string] => [
        key,
        emitValue(shape[key] ?? s, v, context, [...path, key], `${indent}  `),
      ]);
    return emitObject(entries, indent, svgExpression(String(value.src)));
  }
  if (node.type === 'union') {
    const option = matchingOption(node.options, value);
    if (option) return emitValue(option, value, context, path, indent);
  }
  if (node.type === 'list' && Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = `${indent}  `;
    const items = value.map(
      (item, index) =>
        `${inner}${emitValue(node.item(index) as Schema, item, context, [...path, index], inner)},`,
    );
    return `[\n${items.join('\n')}\n${indent}]`;
  }
  if (node.type === 'record' && isRecord(value)) {
    const entries = Object.entries(value).map(([key, v]): [string, string] => [
      key,
      emitValue(node.value, v, context, [...path, key], `${indent}  `),
    ]);
    return emitObject(entries, indent);
  }
  if (node.type === 'object' && isRecord(value)) {
    const { shape } = node;
    const keys = [
      ...Object.keys(value),
      // Injected fields are absent from the file but present in the compiled value.
      ...Object.keys(shape).filter(
        (k) => !(k in value) && kindOf(unwrap(shape[k] as Schema)) === 'injected',
      ),
    ];
    const entries = keys
      .filter(
        (key) => value[key] !== undefined || kindOf(unwrap(shape[key] as Schema)) === 'injected',
      )
      .map((key): [string, string] => [
        key,
        emitValue(shape[key] ?? s, value[key], context, [...path, key], `${indent}  `),
      ]);
    return emitObject(entries, indent);
  }
  return JSON.stringify(value);
}
