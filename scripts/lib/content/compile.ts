/**
 * The content compiler (docs/design.md#content-as-data): reads every YAML file under src/content,
 * checks it against its zod schema, merges each language over the default language (values written
 * once), and writes TypeScript modules into src/content/generated/ (git-ignored) that the pages
 * import, so no YAML parser reaches the browser and each page still loads only its own language's
 * chunk.
 *
 * Every problem names the file, the line, the field path and the language.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { z } from 'zod';
import { PAGE_IDS, type PageId } from '../../../src/config/paths';
import {
  COLLECTION_EDITOR_DOCUMENTS,
  CONTENT_DOCUMENTS,
  EDITOR_WORDS_DOCUMENT,
  ENTRY_COLLECTIONS,
} from '../../../src/content/registry';
import { type PageMeta, SITE_SCHEMA, STORIES_SCHEMA } from '../../../src/content/schema';
import { kindOf } from '../../../src/content/schema/primitives';
import {
  checkLocale,
  dropEmptyOptional,
  hasText,
  isRecord,
  issueMessage,
  matchingOption,
  nodeOf,
  type Path,
  type Problem,
  type Schema,
  unwrap,
} from '../../../src/content/schema/walk';
import type { ChromeContent } from '../../../src/content/types';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales';
import { writeCollectionPages } from './collection-pages';
import { type EmitContext, emitValue } from './emit';
import { withCollectionLinks } from './menus';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where content lives; tests point it at a copy. */
export interface ContentDirs {
  /** src/content (the data files). */
  content: string;
  /** src/assets (SVG illustrations named by content). */
  assets: string;
  /** public/ (media files named by content). */
  public: string;
}

export const DEFAULT_DIRS: ContentDirs = {
  // CONTENT_DIR: check another copy of the content (the tests break a copy on purpose).
  content: process.env.CONTENT_DIR ?? join(ROOT, 'src/content'),
  assets: join(ROOT, 'src/assets'),
  public: join(ROOT, 'public'),
};

/** One content document as the compiler names it: by its path under src/content. */
export interface ContentDocument {
  /** `pages/home`, `site/chrome`, …: the path under src/content without language and extension. */
  name: string;
  schema: Schema;
  /** One file for every language (brand facts): no language in its name. */
  single?: boolean;
}

/** Every content document of the site (the registry, src/content/registry.ts). */
export const DOCUMENTS: ContentDocument[] = CONTENT_DOCUMENTS.map(
  ({ document, schema, single }) => ({
    name: document,
    schema,
    single,
  }),
);

/** The file of a document in a language (`pages/home.en.yml`), relative to src/content. */
export function fileOf(document: ContentDocument, locale: Locale): string {
  return document.single ? `${document.name}.yml` : `${document.name}.${locale}.yml`;
}

interface ParsedFile {
  file: string;
  value: unknown;
  node: Node | null;
  lines: LineCounter;
}

/** Thrown with every problem found, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

/** The file as the messages name it: relative to the project, or absolute outside it. */
const display = (dirs: ContentDirs, file: string) => {
  const path = relative(ROOT, join(dirs.content, file));
  return path.startsWith('..') ? join(dirs.content, file) : path;
};

async function parseFile(
  dirs: ContentDirs,
  file: string,
  problems: string[],
): Promise<ParsedFile | undefined> {
  const full = join(dirs.content, file);
  if (!existsSync(full)) {
    problems.push(`${display(dirs, file)}: the file is missing`);
    return undefined;
  }
  const lines = new LineCounter();
  const document = parseDocument(await readFile(full, 'utf8'), {
    lineCounter: lines,
    uniqueKeys: true,
  });
  if (document.errors.length) {
    for (const error of document.errors) {
      const line = error.linePos?.[0]?.line;
      problems.push(
        `${display(dirs, file)}${line ? `:${line}` : ''}: not valid YAML: ${error.message.split('\n')[0]}`,
      );
    }
    return undefined;
  }
  return { file, value: document.toJS(), node: document.contents, lines };
}

/** The line of the deepest node along `path` that exists in the file. */
function lineOf(parsed: ParsedFile, path: Path): number | undefined {
  let node: unknown = parsed.node;
  let found = node;
  for (const key of path) {
    if (isMap(node)) node = node.get(key, true);
    else if (isSeq(node)) node = node.get(Number(key), true);
    else break;
    if (!node) break;
    found = node;
  }
  const range = (found as { range?: [number, number, number] } | null)?.range;
  return range ? parsed.lines.linePos(range[0]).line : undefined;
}

const formatPath = (path: Path) =>
  path.length
    ? path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('')
    : '(the whole file)';

function report(
  dirs: ContentDirs,
  parsed: ParsedFile,
  locale: Locale | undefined,
  path: Path,
  message: string,
) {
  const line = lineOf(parsed, path);
  return `${display(dirs, parsed.file)}${line ? `:${line}` : ''}: ${formatPath(path)}${locale ? ` (${locale})` : ''}: ${message}`;
}

/** Extra checks zod cannot make alone: that named files exist. */
function checkFiles(schema: Schema, value: unknown, path: Path, dirs: ContentDirs, out: Problem[]) {
  const s = unwrap(schema);
  const kind = kindOf(s);
  if ((kind === 'vector' || kind === 'svg-url') && value !== undefined) {
    const src = kind === 'vector' ? (value as { src?: unknown })?.src : value;
    if (typeof src === 'string' && !existsSync(join(dirs.assets, src))) {
      out.push({
        where: 'default',
        path: kind === 'vector' ? [...path, 'src'] : path,
        message: `names src/assets/${src}, which does not exist`,
      });
    }
    if (kind === 'svg-url') return;
  }
  if (kind === 'media-url' && typeof value === 'string' && !existsSync(join(dirs.public, value))) {
    out.push({ where: 'default', path, message: `names public${value}, which does not exist` });
    return;
  }
  if (kind && kind !== 'vector') return;
  const node = nodeOf(s);
  if (node.type === 'union') {
    const option = matchingOption(node.options, value);
    if (option) checkFiles(option, value, path, dirs, out);
    return;
  }
  if (node.type === 'list' && Array.isArray(value)) {
    for (const [i, item] of value.entries())
      checkFiles(node.item(i) as Schema, item, [...path, i], dirs, out);
    return;
  }
  if (isRecord(value)) {
    for (const [key, v] of Object.entries(value)) {
      const child =
        node.type === 'record' ? node.value : node.type === 'object' ? node.shape[key] : undefined;
      if (child) checkFiles(child, v, [...path, key], dirs, out);
    }
  }
}

/** Each language's checked value of every document, or a ContentError naming every problem. */
export async function loadContent(
  dirs: ContentDirs = DEFAULT_DIRS,
): Promise<Map<string, Record<Locale, unknown>>> {
  const problems: string[] = [];
  const result = new Map<string, Record<Locale, unknown>>();
  for (const document of DOCUMENTS) {
    const base = await parseFile(dirs, fileOf(document, DEFAULT_LOCALE), problems);
    if (!base) continue;
    base.value = dropEmptyOptional(document.schema, base.value);
    const own: Problem[] = [];
    const checked = z.safeParse(document.schema, base.value, { reportInput: true });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        own.push({ where: 'default', path: issue.path as Path, message: issueMessage(issue) });
      }
    }
    checkFiles(document.schema, base.value, [], dirs, own);
    const defaultLocale = document.single || hasText(document.schema) ? DEFAULT_LOCALE : undefined;
    for (const p of own)
      problems.push(
        report(dirs, base, document.single ? undefined : defaultLocale, p.path, p.message),
      );
    const values = { [DEFAULT_LOCALE]: base.value } as Record<Locale, unknown>;
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      if (document.single) {
        values[locale] = base.value;
        continue;
      }
      const parsed = await parseFile(dirs, fileOf(document, locale), problems);
      if (!parsed) continue;
      parsed.value = dropEmptyOptional(document.schema, parsed.value);
      const { merged, problems: found } = checkLocale(
        document.schema,
        base.value,
        parsed.value ?? {},
        issueMessage,
      );
      for (const p of found)
        problems.push(
          report(dirs, p.where === 'default' ? base : parsed, locale, p.path, p.message),
        );
      values[locale] = merged;
    }
    result.set(document.name, values);
  }
  if (problems.length) throw new ContentError(problems);
  return result;
}

/** Injected values of each page (the shared stories). */
const INJECTIONS: Partial<Record<string, { imports: string[]; values: Record<string, string> }>> = {
  'pages/home': {
    imports: ["import { stories } from '../stories';"],
    values: { 'carousel.stories': 'stories' },
  },
  'pages/story': {
    imports: ["import { stories } from '../stories';"],
    values: { stories: 'stories' },
  },
};

const HEADER = (files: string) =>
  `// GENERATED by scripts/content.ts from ${files}: do not edit; edit the YAML and rebuild.\n`;

function moduleSource(
  document: ContentDocument,
  locale: Locale,
  value: unknown,
  typeName: string,
  exportName: string,
  typeImport: string,
): string {
  const injection = INJECTIONS[document.name];
  const context: EmitContext = {
    inject(path) {
      const expression = injection?.values[path.join('.')];
      if (!expression) throw new Error(`${document.name}: nothing to inject at ${path.join('.')}`);
      return expression;
    },
  };
  const body = emitValue(document.schema, value, context);
  const imports = [
    ...(/\bASSETS\b/.test(body) || /\bassetUrl\(/.test(body)
      ? [
          `import { ${['ASSETS', 'assetUrl'].filter((n) => new RegExp(`\\b${n}\\b`).test(body)).join(', ')} } from '${typeImport.replace(/schema$/, '')}../config/assets';`,
        ]
      : []),
    `import type { ${typeName.replace(/\[.*$/, '')} } from '${typeImport}';`,
    ...(injection?.imports ?? []).map((line) => line.replace('{locale}', locale)),
  ];
  const files = document.single
    ? `src/content/${document.name}.yml`
    : `src/content/${document.name}.*.yml`;
  return `${HEADER(files)}${imports.join('\n')}\n\nexport const ${exportName}: ${typeName} = ${body};\n`;
}

/**
 * The editor's words of each language: its own file's, with each collection's own words (its
 * folder's `editor.<locale>.yml`) under `collections.entries.<name>`.
 */
function editorWords(content: Map<string, Record<Locale, unknown>>) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const words = content.get(EDITOR_WORDS_DOCUMENT.document)?.[locale] as {
        collections: object;
      };
      const entries = Object.fromEntries(
        COLLECTION_EDITOR_DOCUMENTS.map((document, index) => [
          ENTRY_COLLECTIONS[index]?.name,
          content.get(document.document)?.[locale],
        ]),
      );
      return [locale, { ...words, collections: { ...words.collections, entries } }];
    }),
  );
}

/**
 * Writes src/content/generated/ (one module per document and language, and the page registries)
 * and shared/generated/ (the editor's words, which the server reads too).
 */
export async function writeGenerated(
  content: Map<string, Record<Locale, unknown>>,
  outDir = join(ROOT, 'src/content/generated'),
  sharedOutDir = join(ROOT, 'shared/generated'),
) {
  await mkdir(sharedOutDir, { recursive: true });
  await writeFile(
    join(sharedOutDir, 'cms-words.ts'),
    `${HEADER('src/content/editor/words.*.yml and src/content/<collection>/editor.*.yml')}import type { CmsWordsFile, Locale } from '../cms-words-schema';\n\nexport const CMS_WORD_FILES: Record<Locale, CmsWordsFile> = ${JSON.stringify(editorWords(content), null, 2)};\n`,
  );
  await rm(outDir, { recursive: true, force: true });
  await writeCollectionPages(outDir, sharedOutDir);
  const write = async (file: string, source: string) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), source);
  };
  const doc = (name: string) => DOCUMENTS.find((d) => d.name === name) as ContentDocument;
  // Each page's code, from the one list of pages (config/paths.ts) and the folder convention
  // src/pages/<id>/<id>-page.tsx: the router's table of lazy modules (app/routes.tsx).
  const missing = PAGE_IDS.map((id) => `src/pages/${id}/${id}-page.tsx`).filter(
    (file) => !existsSync(join(ROOT, file)),
  );
  if (missing.length > 0)
    throw new Error(
      `A page of src/config/paths.ts has no component (its default export): ${missing.join(', ')}`,
    );
  const modules = PAGE_IDS.map(
    (id) => `  ${JSON.stringify(id)}: () => import('../../pages/${id}/${id}-page'),`,
  ).join('\n');
  await write(
    'page-modules.ts',
    `// GENERATED by scripts/content.ts from the pages of src/config/paths.ts: do not edit.\nimport type { PageModules } from '../../app/routes';\n\n/** Each page's code, its own chunk (docs/spec.md#constants-and-figures, "Lazy page groups"). */\nexport const PAGE_MODULES: PageModules = {\n${modules}\n};\n`,
  );
  // Each page's name in each language: its short name, else its title (its own words'
  // `meta`), for the editor's list of pages and the feeds' titles; not in the pages' code.
  const metaOf = (id: PageId) => content.get(`pages/${id}`) as Record<Locale, { meta: PageMeta }>;
  const names = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        PAGE_IDS.map((id) => {
          const { meta } = metaOf(id)[locale];
          return [id, meta.shortName ?? meta.title];
        }),
      ),
    ]),
  );
  await write(
    'page-names.ts',
    `${HEADER('src/content/pages/*.yml')}import type { PageId } from '../../config/paths';\nimport type { Locale } from '../../i18n/locales';\n\n/** Each page's name (\`meta.shortName\`, else \`meta.title\`), per language. */\nexport const PAGE_NAMES: Record<Locale, Record<PageId, string>> = ${JSON.stringify(names, null, 2)};\n`,
  );
  const facts = content.get('site/facts')?.[DEFAULT_LOCALE];
  await write(
    'facts.ts',
    moduleSource(doc('site/facts'), DEFAULT_LOCALE, facts, 'SiteFacts', 'FACTS', '../schema'),
  );
  for (const locale of LOCALES) {
    const site = {
      ...(content.get('site/site')?.[locale] as object),
      chrome: withCollectionLinks(
        content.get('site/chrome')?.[locale] as ChromeContent,
        names[locale] as Record<PageId, string>,
      ),
    };
    await write(
      `${locale}/site.ts`,
      moduleSource(
        { name: 'site/site', schema: SITE_SCHEMA },
        locale,
        site,
        'SiteContent',
        'site',
        '../../schema',
      ),
    );
    const stories = (content.get('site/stories')?.[locale] as { stories: unknown } | undefined)
      ?.stories;
    await write(
      `${locale}/stories.ts`,
      moduleSource(
        { name: 'site/stories', schema: STORIES_SCHEMA },
        locale,
        stories,
        'Story[]',
        'stories',
        '../../schema',
      ),
    );
    for (const id of PAGE_IDS) {
      const document = doc(`pages/${id}`);
      await write(
        `${locale}/pages/${id}.ts`,
        moduleSource(
          document,
          locale,
          content.get(document.name)?.[locale],
          `PageContentMap['${id}']`,
          'content',
          '../../../schema',
        ),
      );
    }
    const loaders = PAGE_IDS.map(
      (id: PageId) => `  ${JSON.stringify(id)}: () => import('./pages/${id}'),`,
    ).join('\n');
    await write(
      `${locale}/index.ts`,
      `${HEADER('src/content/pages/*.yml')}import type { PageContentLoaders } from '../../schema';\n\n/** This language's page content, one chunk per page. */\nexport const pages: PageContentLoaders = {\n${loaders}\n};\n`,
    );
  }
}
