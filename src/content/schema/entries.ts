/**
 * A collection of entries bound to its front matter's schema (entries/define.ts declares the
 * rest). A collection's schema module binds the two with `defineCollection` and exports the
 * result; the registry (collections.ts) finds every such export among the schema modules, as
 * it finds the pages' schemas by name, so a new collection is not listed anywhere else.
 */
import type { z } from 'zod';
import type { CollectionSettings, EntryCollection } from '../entries/define';
import { hasText } from './walk';

/** The collections `defineCollection` made: the registry's test of an export. */
const DEFINED = new WeakSet<object>();

/** Whether a schema module's export is a collection bound by `defineCollection`. */
export const isEntryCollection = (value: unknown): value is EntryCollection =>
  typeof value === 'object' && value !== null && DEFINED.has(value);

/**
 * Binds a collection's declaration to its front matter's schema; the declaration may name only
 * the schema's fields, and its title and summary must be translated text.
 */
export function defineCollection<S extends z.core.$ZodLooseShape>(
  settings: CollectionSettings<Extract<keyof S, string>>,
  schema: z.ZodObject<S>,
): EntryCollection {
  const translated = translatedKeys(schema);
  for (const key of [settings.title, ...(settings.summary ? [settings.summary] : [])])
    if (!translated.includes(key))
      throw new Error(`Collection ${settings.name}: "${key}" must be a translated text field`);
  const collection = { ...settings, schema } as EntryCollection;
  DEFINED.add(collection);
  return collection;
}

/** The fields written in every language's file (translated), in the schema's order. */
export function translatedKeys(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => hasText(field as z.core.$ZodType))
    .map(([key]) => key);
}

/** The fields written once, in the default language's file. */
export function sharedKeys(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape).filter((key) => !translatedKeys(schema).includes(key));
}
