import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSETS, assetUrl, type RasterImage } from '../assets';

const ROOT = join(__dirname, '../../..');

/** Every URL in the catalogue (all strings but the MIME `type` of videos). */
function urls(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => (key === 'type' ? [] : urls(v)));
  }
  return [];
}

const rasters: RasterImage[] = [
  ASSETS.images.fundus,
  ASSETS.images.heroDesktop,
  ASSETS.images.heroMobile,
  ...ASSETS.images.stories.flatMap((s) => [s.desktop, s.mobile]),
];

describe('asset catalogue', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('gives root-relative URLs when no asset host is set', () => {
    for (const url of urls(ASSETS)) expect(url).toMatch(/^\//);
    expect(assetUrl('/generated/x.jpg')).toBe('/generated/x.jpg');
    expect(assetUrl('media/x.mp4')).toBe('/media/x.mp4');
    expect(assetUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(assetUrl('https://cdn.example.com/a.svg')).toBe('https://cdn.example.com/a.svg');
  });

  it('prefixes every URL with the asset host when VITE_ASSET_BASE_URL is set', async () => {
    vi.stubEnv('VITE_ASSET_BASE_URL', 'https://media.example.com/');
    vi.resetModules();
    const fresh = await import('../assets');
    expect(fresh.assetUrl('/generated/x.jpg')).toBe('https://media.example.com/generated/x.jpg');
    for (const url of urls(fresh.ASSETS))
      expect(url.startsWith('https://media.example.com/')).toBe(true);
  });

  it('names raster files after their width and lists every width in srcSet', () => {
    for (const img of rasters) {
      for (const url of Object.values(img.sources)) expect(url).toContain(`-${img.width}.`);
      for (const set of Object.values(img.srcSet))
        expect(set).toMatch(new RegExp(`${img.width}w$`));
      expect(img.width / img.height).toBeGreaterThan(0.5);
    }
    expect(ASSETS.images.fundus.srcSet.avif).toMatch(/480w, .* 960w$/);
  });

  it('points at files on disk for illustrations, brand and the placeholder video', () => {
    const committed = [
      ...urls(ASSETS.illustrations),
      ...urls(ASSETS.brand),
      ...urls(ASSETS.videos),
    ];
    expect(committed.length).toBeGreaterThan(15);
    for (const url of committed) {
      const path = url.split('?')[0] as string;
      const onDisk = path.startsWith('/src/') ? join(ROOT, path) : join(ROOT, 'public', path);
      expect(existsSync(onDisk), `${url} -> ${onDisk}`).toBe(true);
    }
  });
});
