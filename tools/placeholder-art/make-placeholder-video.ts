/**
 * Renders the placeholder video used for the company intro and the patient stories until the
 * company supplies real footage: about 4 s at 640x360, H.264 baseline, yuv420p, no audio,
 * faststart, made from two stills (the hero motif and the fundus photograph, vessels lined up)
 * with a slow zoom and a cross-fade.
 *
 *   npx tsx tools/placeholder-art/make-placeholder-video.ts
 *
 * Run by hand, not by the build; its outputs are committed:
 *   public/media/placeholder.mp4, public/media/placeholder-poster.jpg, public/media/placeholder-poster.webp
 * Needs ffmpeg; when it is missing and we are root on Debian, installs it with apt-get.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fundusSvg } from './fundus-art';
import { heroSvg } from './scene-art';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'public/media');
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
/** Frames per still; two stills cross-fading for XFADE seconds give 2 * SEGMENT - XFADE = 4 s. */
const SEGMENT = 60;
const XFADE = 0.8;

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

function ensureFfmpeg(): void {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    throw new Error('ffmpeg is missing: install it (Debian: sudo apt-get install -y ffmpeg)');
  }
  console.log('make-placeholder-video: installing ffmpeg with apt-get');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'ffmpeg']);
}

/** The fundus centred on black, 16:9. */
function fundusStill(w: number, h: number): string {
  const inner = fundusSvg({ idPrefix: 'v' }).replace(
    /<svg[^>]*>/,
    `<svg x="${(w - h) / 2}" y="0" width="${h}" height="${h}" viewBox="0 0 1000 1000">`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#000"/>${inner}</svg>`;
}

async function main(): Promise<void> {
  const started = Date.now();
  ensureFfmpeg();
  await mkdir(OUT, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'retinova-video-'));
  try {
    // Stills at 4x the output size, so the slow zoom does not wobble.
    const sw = WIDTH * 4;
    const sh = HEIGHT * 4;
    const heroPng = join(work, 'hero.png');
    const fundusPng = join(work, 'fundus.png');
    await sharp(Buffer.from(heroSvg(sw, sh, 'centred')))
      .png()
      .toFile(heroPng);
    await sharp(Buffer.from(fundusStill(sw, sh)))
      .png()
      .toFile(fundusPng);

    const zoom = (label: string, index: number, from: number, to: number): string =>
      `[${index}:v]zoompan=z='${from.toFixed(4)}+${(to - from).toFixed(3)}*on/${SEGMENT}':` +
      `x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${SEGMENT}:s=${WIDTH}x${HEIGHT}:fps=${FPS},` +
      `setsar=1,format=yuv420p[${label}]`;
    const offset = (SEGMENT / FPS - XFADE).toFixed(2);
    const filter = [
      // The fundus continues the same zoom, so the vessels stay lined up through the fade.
      zoom('a', 0, 1, 1.12),
      zoom(
        'b',
        1,
        1 + 0.12 * (1 - (XFADE * FPS) / SEGMENT),
        1.12 + 0.12 * (1 - (XFADE * FPS) / SEGMENT),
      ),
      `[a][b]xfade=transition=fade:duration=${XFADE}:offset=${offset},format=yuv420p[v]`,
    ].join(';');
    const mp4 = join(OUT, 'placeholder.mp4');
    run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      heroPng,
      '-i',
      fundusPng,
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.0',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'slow',
      '-crf',
      '24',
      '-r',
      String(FPS),
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      mp4,
    ]);

    // Poster: the opening frame (the hero still at zoom 1).
    const poster = sharp(heroPng).resize(WIDTH, HEIGHT, { kernel: 'lanczos3' });
    await writeFile(
      join(OUT, 'placeholder-poster.jpg'),
      await poster.clone().jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer(),
    );
    await writeFile(
      join(OUT, 'placeholder-poster.webp'),
      await poster.clone().webp({ quality: 78 }).toBuffer(),
    );
    const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      `make-placeholder-video: placeholder.mp4 ${kb((await stat(mp4)).size)}, posters written, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
