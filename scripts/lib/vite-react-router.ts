/**
 * Vite settings that give the browser React Router's production code, and only the part the
 * site uses (first-load JavaScript ≤ 100 KB, docs/design.md#budgets; decision 0010).
 *
 * 1. React Router's package exports send every bundler to its development build, warnings and
 *    all (remix-run/react-router#14102, still open). The browser build takes the production
 *    build that ships beside it instead. The prerender (SSR) keeps the package's own resolution.
 * 2. That build keeps much code the site never calls (NavLink, Form, the data router's error
 *    pages…), because statements like `NavLink.displayName = "NavLink"` and unannotated
 *    `React.forwardRef(…)` calls look like side effects to the bundler. The transform drops the
 *    `displayName` assignments (names for React DevTools only), moves the one `contextType`
 *    assignment into its class as a static field (same meaning), and marks `forwardRef`,
 *    `createContext` and `memo` calls pure. What the site does use is unchanged; if a new React
 *    Router release changes this code, the transform matches less and `npm run size` says so.
 */
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const PRODUCTION_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.m?js$/;

/** `resolve.alias` entry of the browser build: `react-router` → its production build. */
export const reactRouterProductionAlias: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/** Rewrites React Router's production code so that unused components can be tree-shaken. */
export function treeShakeReactRouter(code: string): string {
  const contextTypes = new Map<string, string>();
  let out = code
    .replace(/^\w+\.displayName = [^;\n]+;$/gm, '')
    .replace(/^(\w+)\.contextType = (\w+);$/gm, (_, name: string, context: string) => {
      contextTypes.set(name, context);
      return '';
    });
  for (const [name, context] of contextTypes) {
    const head = new RegExp(`^(var ${name} = class extends [\\w.]+ \\{)$`, 'm');
    if (!head.test(out)) throw new Error(`react-router: class ${name} not found for contextType`);
    out = out.replace(head, `$1\n  static contextType = ${context};`);
  }
  return out.replace(/\b(React\d*\.(?:forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(');
}

export const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!PRODUCTION_CHUNK.test(id)) return null;
    return { code: treeShakeReactRouter(code), map: null };
  },
};
