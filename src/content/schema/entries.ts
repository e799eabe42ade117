/**
 * A collection of entries bound to its front matter's schema (entries/define.ts declares the
 * rest). The registry (registry.ts) binds each declaration of the collection map
 * (collections.ts) to the schema its schema module exports.
 */
import type { z } from 'zod';
import type { CollectionSettings, EntryCollection } from '../entries/define';
import { hasText } from './walk';

/** The front-matter fields a declaration names (the fields of its own settings). */
function fieldsNamed(settings: CollectionSettings): string[] {
  const { lists, editor } = settings;
  return [
    settings.date,
    settings.title,
    settings.summary,
    'pages' in lists ? lists.field : lists.filter,
    settings.withdrawal,
    settings.fileVersions?.field,
    settings.feed?.author,
    settings.feed?.time,
    settings.feed?.ends,
    ...editor.sort,
    ...editor.filters.filter((field) => field !== 'year'),
    ...editor.groups.filter((field) => field !== 'year'),
  ].filter((field): field is string => field !== undefined);
}

/**
 * Binds a collection's declaration to its front matter's schema: the declaration may name only
 * the schema's fields, and its title and summary must be translated text.
 */
export function defineCollection(
  settings: CollectionSettings,
  schema: z.ZodObject,
): EntryCollection {
  for (const field of fieldsNamed(settings))
    if (!(field in schema.shape))
      throw new Error(`Collection ${settings.name} names "${field}", which its schema lacks`);
  const translated = translatedKeys(schema);
  for (const key of [settings.title, ...(settings.summary ? [settings.summary] : [])])
    if (!translated.includes(key))
      throw new Error(`Collection ${settings.name}: "${key}" must be a translated text field`);
  return { ...settings, schema };
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
