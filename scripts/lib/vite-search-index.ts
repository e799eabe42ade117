import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { CLIENT_DIR } from './vite-manifest';

/**
 * The last build's index folder (`assets/pagefind/<hash>/`, the newest if there are several: the
 * current bundle, which the build writes after the archive; scripts/search-index.ts). The dev
 * server searches that bundle alone: the archive of past years' entries is not merged in.
 */
function lastIndex(): string {
  const root = resolve(CLIENT_DIR, 'assets', 'pagefind');
  let folders: string[] = [];
  try {
    folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => join(root, entry.name));
  } catch {
    // No build yet: the answer below says so.
  }
  folders.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return folders[0] ?? join(root, '(none)');
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * `npm run dev`: serves /pagefind/ from the last build's index, so the search page works in the
 * dev server (the index is made from prerendered pages, which the dev server has none of). With
 * no build yet, a 404 whose text says to run `npm run build`; the index is then as old as that build.
 */
export function searchIndexInDev(
  /**
   * Where Pagefind's script and the three indexes are; default: the last build's folder
   * (scripts/search-index.ts), looked up on each request, so a build meanwhile is picked up.
   */
  indexDir?: string,
): Plugin {
  return {
    name: 'search-index-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/pagefind/', (request, response) => {
        const refuse = (status: number, text: string) => {
          response.statusCode = status;
          response.setHeader('content-type', 'text/plain; charset=utf-8');
          response.end(text);
        };
        const INDEX_DIR = resolve(indexDir ?? lastIndex());
        let path: string;
        try {
          path = resolve(
            INDEX_DIR,
            `.${decodeURIComponent((request.url ?? '').split('?')[0] ?? '')}`,
          );
        } catch {
          return refuse(400, 'Bad path');
        }
        if (!path.startsWith(`${INDEX_DIR}${sep}`)) return refuse(400, 'Bad path');
        readFile(path).then(
          (body) => {
            const ext = path.slice(path.lastIndexOf('.') + 1);
            response.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
            response.end(body);
          },
          () =>
            refuse(
              404,
              `${path} is not there: the search index is made by \`npm run build\` from the prerendered pages; build once, then search works here (with that build's index).`,
            ),
        );
      });
    },
  };
}
