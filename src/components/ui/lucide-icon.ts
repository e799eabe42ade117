import { createElement, type SVGProps } from 'react';

/** What each lucide-react icon module hands to its factory (`icons/chevron-left.mjs`…). */
interface IconData {
  name: string;
  size?: number;
  /** Former names, kept as classes: `lucide-verified` on BadgeCheck. */
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string };

/** lucide-react's rule: a name, a role or a title on the icon means it is not decoration. */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([key, value]) =>
      (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
  );

/**
 * The factory lucide-react's icon modules call, in place of its own (the build points their
 * `../createLucideIcon.mjs` import here: `scripts/lib/vite-lean-lucide.ts`). The
 * site uses the icons with `size`, `className` and ARIA attributes only, never lucide's context,
 * colour or stroke options; for those props this renders the same `<svg>`, attribute for
 * attribute and in the same order, as lucide-react 1.x, and keeps its runtime (about 1.2 KB gzip)
 * off every page's first load.
 */
export default function createLucideIcon({ name, size: box = 24, node, aliases = [] }: IconData) {
  return function LucideIcon({ size = 24, className, ...rest }: IconProps) {
    const classes = new Set([
      'lucide',
      `lucide-${name}`,
      ...aliases.map((alias) => `lucide-${alias}`),
      ...(className ?? '').split(/\s+/),
    ]);
    classes.delete('');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
