/**
 * Vite plugin: lucide-react's icon modules call the site's own small factory
 * (`src/components/ui/lucide-icon.ts`) instead of lucide-react's, whose runtime (context,
 * stroke maths, class merging: about 1.2 KB gzip) sat in every page's first load.
 * The icons' drawings stay lucide's own modules; only `createLucideIcon` is swapped, in the
 * browser build and the prerender alike, so the HTML and the hydrated page agree.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FACTORY = fileURLToPath(new URL('../../src/components/ui/lucide-icon.ts', import.meta.url));
const ICON_MODULE =
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;

export const leanLucideIcons: Plugin = {
  name: 'lean-lucide-icons',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer)) {
      return FACTORY;
    }
    return null;
  },
};
