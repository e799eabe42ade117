/**
 * Generates the site's artwork and its typed catalogue. Deterministic (fixed seeds), a few seconds.
 *
 *   npx tsx tools/placeholder-art/generate-assets.ts              # skips the work when every output is up to date
 *   npx tsx tools/placeholder-art/generate-assets.ts --force      # always regenerates
 *   npx tsx tools/placeholder-art/generate-assets.ts --catalogue  # only the two source files below
 *
 * `--catalogue` writes only what the code imports (fundus.svg and the catalogue), in a second and
 * without encoding a picture: scripts/content.ts runs it, so that the type-check, the tests and
 * the dev server have them (all generated files are git-ignored).
 *
 * Writes:
 * - src/assets/generated/fundus.svg: a fundus photograph drawn from a seeded PRNG;
 * - public/generated/ (build output, git-ignored): fundus-{480,960}, hero-desktop-{960,1920},
 *   hero-mobile-750, story-{1..5}-{desktop-{960,1920},mobile-750}, each as .avif, .webp and .jpg;
 * - public/brand/: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png and
 *   favicon-32.png from public/brand/mark.svg, and public/site.webmanifest;
 * - src/config/assets.ts: the catalogue (sizes and URLs of every image, illustration and video).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fundusSvg } from './fundus-art';
import { heroSvg, type Layout, STORY_COUNT, storySvg } from './scene-art';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...parts: string[]): string => join(ROOT, ...parts);

const OUT_RASTER = at('public/generated');
const OUT_FUNDUS_SVG = at('src/assets/generated/fundus.svg');
const ILLUSTRATIONS = at('src/assets/illustrations');
const BRAND = at('public/brand');
const MARK = at('public/brand/mark.svg');
const MANIFEST = at('public/site.webmanifest');
const CATALOGUE = at('src/config/assets.ts');

const FORMATS = ['avif', 'webp', 'jpg'] as const;
type Format = (typeof FORMATS)[number];

interface Quality {
  avif: number;
  webp: number;
  jpg: number;
}

interface RasterJob {
  /** Catalogue key. */
  key: string;
  /** File stem in public/generated, without width and extension. */
  stem: string;
  width: number;
  height: number;
  /** Extra (smaller) widths to encode besides `width`. */
  widths: number[];
  svg: () => string;
  /** Gaussian blur sigma applied at the largest width (0 = none). */
  blur: number;
  quality: Quality;
}

const FUNDUS_Q: Quality = { avif: 52, webp: 78, jpg: 82 };
const HERO_Q: Quality = { avif: 50, webp: 80, jpg: 82 };
const STORY_Q: Quality = { avif: 42, webp: 70, jpg: 76 };

let fundusCache: string | undefined;
const fundus = (): string => {
  fundusCache ??= fundusSvg();
  return fundusCache;
};

function rasterJobs(): RasterJob[] {
  const jobs: RasterJob[] = [
    {
      key: 'fundus',
      stem: 'fundus',
      width: 960,
      height: 960,
      widths: [480],
      svg: fundus,
      blur: 0,
      quality: FUNDUS_Q,
    },
    {
      key: 'heroDesktop',
      stem: 'hero-desktop',
      width: 1920,
      height: 800,
      // A phone draws it (as a news card) at 100vw: 960 px covers ~2.3x DPR without the 1920.
      widths: [960],
      svg: () => heroSvg(1920, 800, 'desktop'),
      blur: 0,
      quality: HERO_Q,
    },
    {
      key: 'heroMobile',
      stem: 'hero-mobile',
      width: 750,
      height: 1000,
      widths: [],
      svg: () => heroSvg(750, 1000, 'mobile'),
      blur: 0,
      quality: HERO_Q,
    },
  ];
  for (let n = 1; n <= STORY_COUNT; n++) {
    const story = (layout: Layout, w: number, h: number, blur: number): RasterJob => ({
      key: `story${n}${layout === 'desktop' ? 'Desktop' : 'Mobile'}`,
      stem: `story-${n}-${layout}`,
      width: w,
      height: h,
      widths: layout === 'desktop' ? [960] : [],
      svg: () => storySvg(n, w, h, layout),
      blur,
      quality: STORY_Q,
    });
    jobs.push(story('desktop', 1920, 900, 3), story('mobile', 750, 1100, 1.8));
  }
  return jobs;
}

const fileName = (job: RasterJob, width: number, format: Format): string =>
  `${job.stem}-${width}.${format}`;

async function encode(job: RasterJob): Promise<string[]> {
  // Render at twice the size for smooth edges, then blur and scale down.
  const svg = Buffer.from(job.svg());
  const base = await sharp(svg, { density: 144 * (job.width / svgWidth(svg)) })
    .resize(job.width, job.height)
    .blur(job.blur > 0 ? job.blur : false)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const written: string[] = [];
  for (const width of [job.width, ...job.widths]) {
    const height = Math.round((job.height * width) / job.width);
    // Only the geometry: `premultiplied` from a blurred pipeline would make sharp read the
    // third colour channel as alpha.
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const img = (): ReturnType<typeof sharp> =>
      sharp(base.data, { raw }).resize(width, height, { kernel: 'lanczos3' });
    const q = job.quality;
    const outputs: [Format, () => Promise<Buffer>][] = [
      [
        'avif',
        () => img().avif({ quality: q.avif, effort: 3, chromaSubsampling: '4:2:0' }).toBuffer(),
      ],
      ['webp', () => img().webp({ quality: q.webp, effort: 4, smartSubsample: true }).toBuffer()],
      ['jpg', () => img().jpeg({ quality: q.jpg, mozjpeg: true, progressive: true }).toBuffer()],
    ];
    for (const [format, make] of outputs) {
      const path = join(OUT_RASTER, fileName(job, width, format));
      await writeFile(path, await make());
      written.push(path);
    }
  }
  return written;
}

function svgWidth(svg: Buffer): number {
  const m = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg.toString('utf8', 0, 400));
  return m ? Number(m[1]) : 1000;
}

interface IconJob {
  file: string;
  size: number;
  /** Size of the mark inside the icon. */
  inner: number;
  background: string | null;
}

const ICONS: IconJob[] = [
  { file: 'icon-192.png', size: 192, inner: 184, background: null },
  { file: 'icon-512.png', size: 512, inner: 492, background: null },
  // Maskable: the mark stays inside the 80 % safe circle on a full-bleed brand square.
  { file: 'icon-maskable-512.png', size: 512, inner: 330, background: '#0b3a75' },
  // iOS fills transparency with black, so the touch icon is opaque white.
  { file: 'apple-touch-icon.png', size: 180, inner: 148, background: '#ffffff' },
  { file: 'favicon-32.png', size: 32, inner: 32, background: null },
];

async function icons(): Promise<string[]> {
  const mark = await readFile(MARK);
  const written: string[] = [];
  for (const icon of ICONS) {
    const inner = await sharp(mark, { density: (72 * icon.inner * 2) / 48 })
      .resize(icon.inner, icon.inner)
      .png()
      .toBuffer();
    const pad = (icon.size - icon.inner) / 2;
    const canvas = sharp({
      create: {
        width: icon.size,
        height: icon.size,
        channels: 4,
        background: icon.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
      },
    }).composite([{ input: inner, left: Math.floor(pad), top: Math.floor(pad) }]);
    const path = join(BRAND, icon.file);
    await writeFile(
      path,
      await canvas.png({ compressionLevel: 9, palette: icon.size <= 32 }).toBuffer(),
    );
    written.push(path);
  }
  return written;
}

function manifest(): string {
  return `${JSON.stringify(
    {
      name: 'Retinova',
      short_name: 'Retinova',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b3a75',
      background_color: '#ffffff',
      icons: [
        { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/brand/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    null,
    2,
  )}\n`;
}

/* ------------------------------------------------------------ catalogue */

interface VectorEntry {
  key: string;
  importName: string;
  /** Import specifier relative to src/config. */
  from: string;
  width: number;
  height: number;
}

const camel = (s: string): string => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

async function vectorEntries(): Promise<VectorEntry[]> {
  const entries: VectorEntry[] = [];
  const files = (await readdir(ILLUSTRATIONS)).filter((f) => f.endsWith('.svg')).sort();
  const add = async (path: string, key: string): Promise<void> => {
    const text = await readFile(path, 'utf8');
    const size = intrinsicSize(text, path);
    entries.push({
      key,
      importName: `${key}Svg`,
      from: relative(at('src/config'), path).split('\\').join('/'),
      ...size,
    });
  };
  await add(OUT_FUNDUS_SVG, 'fundus');
  for (const f of files) await add(join(ILLUSTRATIONS, f), camel(f.replace(/\.svg$/, '')));
  return entries;
}

function intrinsicSize(svg: string, path: string): { width: number; height: number } {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const w = /\swidth="([\d.]+)"/.exec(open);
  const h = /\sheight="([\d.]+)"/.exec(open);
  if (w && h) return { width: Number(w[1]), height: Number(h[1]) };
  const vb = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(open);
  if (vb) return { width: Number(vb[1]), height: Number(vb[2]) };
  throw new Error(`${path}: the <svg> element needs width/height or a viewBox`);
}

function rasterLiteral(job: RasterJob, indent: string): string {
  const widths = [...job.widths, job.width].sort((a, b) => a - b);
  const url = (w: number, f: Format): string => `assetUrl('/generated/${fileName(job, w, f)}')`;
  const sources = FORMATS.map((f) => `${indent}    ${f}: ${url(job.width, f)},`).join('\n');
  const srcSet = FORMATS.map((f) => {
    const list = widths.map((w) => `\${${url(w, f)}} ${w}w`).join(', ');
    return `${indent}    ${f}: \`${list}\`,`;
  }).join('\n');
  return `{
${indent}  width: ${job.width},
${indent}  height: ${job.height},
${indent}  sources: {
${sources}
${indent}  },
${indent}  srcSet: {
${srcSet}
${indent}  },
${indent}}`;
}

function catalogue(jobs: RasterJob[], vectors: VectorEntry[]): string {
  const byKey = new Map(jobs.map((j) => [j.key, j]));
  const job = (key: string): RasterJob => {
    const j = byKey.get(key);
    if (!j) throw new Error(`no raster job ${key}`);
    return j;
  };
  const stories = Array.from({ length: STORY_COUNT }, (_, i) => {
    const n = i + 1;
    return `      {
        desktop: ${rasterLiteral(job(`story${n}Desktop`), '        ')},
        mobile: ${rasterLiteral(job(`story${n}Mobile`), '        ')},
      },`;
  }).join('\n');
  const imports = vectors
    .map((v) => `import ${v.importName} from '${v.from}?url&no-inline';`)
    .join('\n');
  const vectorLines = vectors
    .map(
      (v) =>
        `    ${v.key}: { url: assetUrl(${v.importName}), width: ${v.width}, height: ${v.height} },`,
    )
    .join('\n');
  return `/**
 * Asset catalogue: size and URLs of every generated image, illustration, brand file and video.
 *
 * GENERATED by tools/placeholder-art/generate-assets.ts — do not edit by hand. Regenerate with
 *   npx tsx tools/placeholder-art/generate-assets.ts
 *
 * Every URL goes through \`assetUrl\`, which prefixes \`SITE.assetBaseUrl\` (VITE_ASSET_BASE_URL at
 * build time). To serve media from the company's asset host, upload there what the build puts in
 * dist/client/generated/, dist/client/media/, dist/client/brand/ and dist/client/assets/
 * (the hashed SVG illustrations, imported with Vite's \`?url&no-inline\`, never inlined).
 */
${imports}
import { SITE } from './site';

/** Prefixes a root-relative asset path with the asset host; absolute and data: URLs pass through. */
export function assetUrl(path: string): string {
  if (/^(?:[a-z][a-z\\d+.-]*:|\\/\\/)/i.test(path)) return path;
  const base = SITE.assetBaseUrl.replace(/\\/+$/, '');
  return \`\${base}\${path.startsWith('/') ? '' : '/'}\${path}\`;
}

/** One URL per format; \`srcSet\` lists every width (\`url 480w, url 960w\`) for <source srcset>. */
export interface ImageSources {
  readonly avif: string;
  readonly webp: string;
  readonly jpg: string;
}

export interface RasterImage {
  /** Intrinsic size of the largest file (use it for width/height attributes: no layout shift). */
  readonly width: number;
  readonly height: number;
  readonly sources: ImageSources;
  readonly srcSet: ImageSources;
}

export interface VectorImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface VideoAsset {
  readonly url: string;
  readonly type: 'video/mp4';
  readonly width: number;
  readonly height: number;
  readonly durationSeconds: number;
  readonly poster: { readonly jpg: string; readonly webp: string };
}

export interface AssetCatalogue {
  readonly images: {
    readonly fundus: RasterImage;
    readonly heroDesktop: RasterImage;
    readonly heroMobile: RasterImage;
    readonly stories: readonly { readonly desktop: RasterImage; readonly mobile: RasterImage }[];
  };
  readonly illustrations: Readonly<Record<string, VectorImage>>;
  readonly brand: Readonly<Record<'logo' | 'logoDark' | 'mark', VectorImage>>;
  readonly videos: { readonly placeholder: VideoAsset };
}

export const ASSETS = {
  images: {
    fundus: ${rasterLiteral(job('fundus'), '    ')},
    heroDesktop: ${rasterLiteral(job('heroDesktop'), '    ')},
    heroMobile: ${rasterLiteral(job('heroMobile'), '    ')},
    stories: [
${stories}
    ],
  },
  illustrations: {
${vectorLines}
  },
  brand: {
    logo: { url: assetUrl('/brand/logo.svg'), width: 266, height: 48 },
    logoDark: { url: assetUrl('/brand/logo-dark.svg'), width: 266, height: 48 },
    mark: { url: assetUrl('/brand/mark.svg'), width: 48, height: 48 },
  },
  videos: {
    /** Placeholder for the company intro and patient-story videos (tools/placeholder-art/make-placeholder-video.ts). */
    placeholder: {
      url: assetUrl('/media/placeholder.mp4'),
      type: 'video/mp4',
      width: 640,
      height: 360,
      durationSeconds: 4,
      poster: {
        jpg: assetUrl('/media/placeholder-poster.jpg'),
        webp: assetUrl('/media/placeholder-poster.webp'),
      },
    },
  },
} as const satisfies AssetCatalogue;
`;
}

/** Formats the generated catalogue the way the repository's lint expects (skipped without Biome). */
function formatWithBiome(path: string): void {
  const biome = at('node_modules/.bin/biome');
  if (!existsSync(biome)) {
    console.warn('generate-assets: Biome not installed, src/config/assets.ts left unformatted');
    return;
  }
  // The catalogue is git-ignored, which Biome honours unless told otherwise.
  execFileSync(biome, ['format', '--write', '--vcs-use-ignore-file=false', path], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

/* ----------------------------------------------------------------- main */

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).map((f) => join(dir, f));
}

async function upToDate(outputs: string[]): Promise<boolean> {
  const inputs = [
    fileURLToPath(import.meta.url),
    at('tools/placeholder-art/fundus-art.ts'),
    at('tools/placeholder-art/scene-art.ts'),
    MARK,
    ILLUSTRATIONS,
    ...(await listFiles(ILLUSTRATIONS)),
  ];
  const newestInput = Math.max(...inputs.map((p) => statSync(p).mtimeMs));
  return outputs.every((p) => existsSync(p) && statSync(p).mtimeMs >= newestInput);
}

/** Runs the jobs with at most `limit` in flight (libvips threads inside each as well). */
async function pool<T>(
  items: T[],
  limit: number,
  run: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What the code imports: the fundus drawing (an SVG the catalogue measures), the catalogue. */
async function writeSources(jobs: RasterJob[]): Promise<void> {
  await mkdir(dirname(OUT_FUNDUS_SVG), { recursive: true });
  await writeFile(OUT_FUNDUS_SVG, fundus());
  await writeFile(CATALOGUE, catalogue(jobs, await vectorEntries()));
  formatWithBiome(CATALOGUE);
}

async function main(): Promise<void> {
  const started = Date.now();
  const force = process.argv.includes('--force');
  const jobs = rasterJobs();
  if (process.argv.includes('--catalogue')) {
    if (!force && (await upToDate([OUT_FUNDUS_SVG, CATALOGUE]))) return;
    await writeSources(jobs);
    console.log('generate-assets: fundus.svg and the catalogue written');
    return;
  }
  const outputs = [
    OUT_FUNDUS_SVG,
    MANIFEST,
    CATALOGUE,
    ...ICONS.map((i) => join(BRAND, i.file)),
    ...jobs.flatMap((j) =>
      [j.width, ...j.widths].flatMap((w) =>
        FORMATS.map((f) => join(OUT_RASTER, fileName(j, w, f))),
      ),
    ),
  ];
  if (!force && (await upToDate(outputs))) {
    console.log('generate-assets: up to date (use --force to regenerate)');
    return;
  }
  await mkdir(OUT_RASTER, { recursive: true });
  await writeSources(jobs);
  await writeFile(MANIFEST, manifest());
  await pool<() => Promise<unknown>>(
    [() => icons(), ...jobs.map((j) => () => encode(j))],
    2,
    (run) => run(),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`generate-assets: ${outputs.length} files in ${seconds} s`);
}

await main();
