/**
 * The site: the release served (DIST_DIR, RELEASES_DIR's current one, or RELEASES_URL's live
 * one), its pages from memory, its files from memory or disk, and the headers of the
 * collections' published files. Each request keeps the release that was current when it arrived.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../../../shared/envelope';
import { COLLECTION_FILE_FOLDERS } from '../../../shared/generated/collection-files';
import { originMismatch } from '../../../shared/site-manifest';
import { isRefusedUploadUrl } from '../../../shared/uploads';
import { copiesOf, sendAsset } from '../asset-cache';
import type { Coding, Copies } from '../asset-fast-path';
import type { Config } from '../config';
import { sendPage } from '../page-cache';
import { objectStoreReleases } from '../publish/follow';
import { searchOf } from '../search/results';
import { assignSite, type LoadedSite, openSite, type SiteHolder, siteOf } from '../site';
import { notFoundFile, pageFile } from '../site-files';
import { isClosing } from './http';

declare module 'fastify' {
  interface FastifyInstance {
    /** The served site: DIST_DIR, or the current release of RELEASES_DIR (reloadable). */
    site: SiteHolder;
  }
}

/**
 * Everything Vite writes under client/assets/ (and admin/assets/, the editor's) carries a content
 * hash in its name. (Matched with `client/` or `admin/` so a folder named `assets` above the
 * build, e.g. /srv/assets/releases, does not count.)
 */
const HASHED_ASSET = /[\\/](?:client|admin)[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Published documents are kept a month (their ETag still answers a revalidation). */
const DOCUMENT_CACHE = 'public, max-age=2592000';

/**
 * The folders a collection publishes its uploaded files in (`files` in its declaration,
 * src/content/collections.ts, as the content step writes them for shared/): `<folder>/<year>/<slug>-<language>.<extension>`.
 */
const FILE_FOLDERS = COLLECTION_FILE_FOLDERS.map(({ published }) => `${published}/`);
const PUBLISHED_FILE = /^\d{4}\/[a-z0-9-]+\.pdf$/;

/**
 * The headers of a collection's published file (the investor documents' PDFs), by its path
 * under a release's client/ folder. Its address and its bytes never change (a correction is a new
 * entry), so it is kept a month; it opens in the browser's PDF viewer and saves under its own
 * name (`2026-date-of-board-meeting-en.pdf`).
 */
function documentHeaders(relative: string): { cacheControl?: string; disposition?: string } {
  const folder = FILE_FOLDERS.find((f) => relative.startsWith(f));
  if (!folder || !relative.endsWith('.pdf')) return {};
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  return {
    cacheControl: PUBLISHED_FILE.test(relative.slice(folder.length)) ? DOCUMENT_CACHE : undefined,
    disposition: /^[a-z0-9-]+\.pdf$/.test(name) ? `inline; filename="${name}"` : undefined,
  };
}

/** The path of a file on disk under the last `client/` folder in it (a release's files). */
const CLIENT_DIR = /^.*[\\/]client[\\/]/;

/** The Cache-Control of a release's file, by its path on disk. */
function cacheControl(path: string): string {
  if (HASHED_ASSET.test(path)) return IMMUTABLE;
  if (!CLIENT_DIR.test(path)) return REVALIDATE;
  const relative = path.replace(CLIENT_DIR, '').replaceAll('\\', '/');
  return documentHeaders(relative).cacheControl ?? REVALIDATE;
}

/**
 * The site a configuration serves, with RELEASES_URL the object store's releases it follows
 * (the publish plugin). Refuses a build made for another origin (docs/design.md#the-builds-origin:
 * its canonical URLs, hreflang, sitemap and feeds would send search engines and shares to the
 * wrong site), unless `anyBuildOrigin` (tests of run-time SITE_URL behaviour).
 */
export async function openServedSite(config: Config, anyBuildOrigin = false) {
  const releases = config.RELEASES_URL ? objectStoreReleases(config) : undefined;
  const site = await openSite(
    config,
    { frameAncestors: config.EMBED_ORIGINS, cacheControl },
    releases?.source,
  ).catch(async (error: unknown) => {
    await releases?.cluster.close();
    throw error;
  });
  const served = config.RELEASES_URL
    ? `${config.RELEASES_URL} (${site.current.id})`
    : config.RELEASES_DIR
      ? join(config.RELEASES_DIR, 'current')
      : config.DIST_DIR;
  const mismatch = originMismatch(site.current.manifest, config.SITE_URL, served);
  if (mismatch && !anyBuildOrigin) throw new Error(mismatch);
  return { site, releases };
}

/** Path segments a static file may not have: dotfiles, `..`, empty ones. */
const UNSAFE_SEGMENT = /(^|\/)(\.|\/|$)/;

/**
 * The file of a URL path in the request's release, else (hashed assets only) in an older
 * release still on disk: a visitor's open page keeps loading the chunks it was built with.
 */
function staticFile(site: LoadedSite, holder: SiteHolder, path: string) {
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(1));
  } catch {
    return undefined;
  }
  if (!relative || UNSAFE_SEGMENT.test(relative) || relative.includes('\\')) return undefined;
  // The web team's uploads are served only under the names of their folder's kind
  // (shared/uploads.ts: /media/uploads/ as raster images), as the editor and the build accept
  // them: never as SVG, HTML or script, whatever reached the folder.
  if (isRefusedUploadUrl(relative)) return undefined;
  if (site.files.has(relative)) return { root: site.clientDir, relative };
  if (!relative.startsWith('assets/')) return undefined;
  const older = holder.older.find((o) => o.assets.has(relative));
  return older ? { root: older.clientDir, relative } : undefined;
}

/**
 * A file streamed from disk by @fastify/static (too large to keep in memory, asked for in part,
 * or kept only by an older release), with the same strong ETag the memory path sends. The
 * conditions that compare it are answered here, as RFC 9110 says: a matching If-None-Match is a
 * 304; an If-Range that names this ETag lets the Range through (a resumed download continues),
 * any other entity tag sends the whole file. An If-Range date is left to @fastify/send, which
 * compares it with Last-Modified.
 */
async function streamFile(
  request: FastifyRequest,
  reply: FastifyReply,
  assets: LoadedSite['assets'],
  { root, relative }: { root: string; relative: string },
) {
  const etag = await assets.etag(root, relative);
  const headers = request.raw.headers;
  if (etag) {
    reply.header('etag', etag);
    if (headers['if-none-match'] === etag) return reply.code(304).send();
    const ifRange = headers['if-range'];
    if (ifRange?.includes('"')) {
      if (ifRange !== etag) delete headers.range;
      delete headers['if-range'];
    }
  }
  return reply.sendFile(relative, root);
}

/**
 * The site's hooks (registered before any route, so every route inherits them), its pages and
 * files (the catch-all route), and the not-found page. The search page's first results come from
 * the search plugin, registered before this one.
 */
export const sitePlugin = fp<{ site: SiteHolder }>(
  async (app, { site }) => {
    app.decorate('site', site);
    // First of the site's hooks: the request keeps the release that is current now until it is
    // answered.
    app.addHook('onRequest', async (request) => {
      assignSite(request.raw, site.current);
    });
    // The CSP is the release's, written once when it was loaded (csp.ts): pages send their own
    // (sendPage), every other response this one, set before any handler can answer.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('content-security-policy', siteOf(request.raw, site).policy);
    });

    // Files are sent by the catch-all route below from the request's release: from memory
    // (asset-cache.ts), or streamed from its folder by @fastify/static when too large to keep,
    // asked for in part (Range) or kept only by an older release.
    await app.register(fastifyStatic, {
      root: site.current.clientDir,
      serve: false,
      index: false,
      dotfiles: 'ignore',
      preCompressed: true,
      cacheControl: false,
      // The route sets the file's strong ETag (streamFile), not @fastify/send's weak one.
      etag: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControl(path));
      },
    });

    /** Files sent from the cache, for the fast path to remember once sent (onSend below). */
    const sentAssets = new WeakMap<
      object,
      { loaded: LoadedSite; copies: Copies; coding: Coding }
    >();
    const rememberAsset: onSendHookHandler = async (request, reply, payload) => {
      const sent = sentAssets.get(request.raw);
      if (
        sent &&
        !isClosing(app) &&
        request.method === 'GET' &&
        reply.statusCode === 200 &&
        request.headers.origin === undefined &&
        Buffer.isBuffer(payload) &&
        !request.raw.url?.includes('?')
      ) {
        sent.loaded.fast.remember(
          request.raw.url as string,
          sent.copies,
          sent.coding,
          reply.getHeaders(),
          payload,
        );
      }
      return payload;
    };

    // Pages (from memory) and files of the request's release; the variant (?type=N) picks its
    // own file. A trailing slash is ignored, like on every other route.
    app.get('/*', { onSend: rememberAsset }, (request, reply) => {
      const current = siteOf(request.raw, site);
      const raw = request.url.split('?')[0] ?? '/';
      const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
      if (path.startsWith('/api/')) return reply.callNotFound();
      const query = request.query as Record<string, unknown>;
      const file = pageFile(current.manifest, path, query);
      const page = file === undefined ? undefined : current.pages.get(file);
      // The search page (the one that runs Pagefind): with a query, with its first results if
      // the server finds them in time; without, the server readies itself for the query to come.
      if (page && current.manifest.pages[path]?.webAssembly) {
        const search = searchOf(query);
        if (!search) app.searches.of(current).warm(path);
        else
          return app.searches
            .of(current)
            .answer(path, request.url, search)
            .then((answer) => sendPage(request, reply, page, 200, answer));
      }
      if (page) return sendPage(request, reply, page);
      const found = staticFile(current, site, path);
      if (!found) return reply.callNotFound();
      const { disposition } = documentHeaders(found.relative);
      if (disposition) reply.header('content-disposition', disposition);
      const stream = () => streamFile(request, reply, current.assets, found);
      if (found.root !== current.clientDir || request.headers.range !== undefined) return stream();
      return current.assets.get(found.root, found.relative).then((asset) => {
        if (!asset) return stream();
        const coding = sendAsset(request, reply, asset);
        // Remembered under the file's own URL only: every other spelling (`/%61ssets/…`, a
        // trailing slash, a query) would add an answer that lives as long as the release, so
        // those keep going through Fastify and the fast path holds at most files × codings.
        if (coding && request.raw.url === `/${encodeURI(found.relative)}`) {
          sentAssets.set(request.raw, { loaded: current, copies: copiesOf(asset), coding });
        }
        return reply;
      });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send(fail('Not found'));
      }
      // docs/design.md#urls-and-languages: any unknown path shows Home, with status 404 and
      // noindex.
      const current = siteOf(request.raw, site);
      const page = current.pages.get(notFoundFile(current.manifest, path));
      if (!page) throw new Error('The not-found page is not loaded');
      return sendPage(request, reply, page, 404);
    });
  },
  { decorators: { fastify: ['searches'] } },
);
