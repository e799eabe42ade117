/**
 * Draws the footer's two QR codes (SITE.qrCodes) as SVG into public/generated/, pointing at the
 * site's own pages under SITE_URL, until the company supplies its WeChat codes. Run by the build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import QRCode from 'qrcode';
import { SITE } from '../src/config/site';

export async function generateQrCodes(siteUrl: string): Promise<void> {
  for (const { src, target } of Object.values(SITE.qrCodes)) {
    if (!src.startsWith('/generated/')) continue; // the company's own image: nothing to draw
    const svg = await QRCode.toString(`${siteUrl}${target}`, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#0b3a75', light: '#ffffff' },
    });
    const out = join('public', src);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, svg);
  }
}
