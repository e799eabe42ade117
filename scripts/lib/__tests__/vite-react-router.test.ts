import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAlias, treeShakeReactRouter } from '../vite-react-router';

const PRODUCTION = 'node_modules/react-router/dist/production';

describe('React Router in the browser build', () => {
  it('aliases react-router, and only it, to the production build that ships with the package', () => {
    const find = reactRouterProductionAlias.find as RegExp;
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router/dom')).toBe(false);
    const source = readFileSync(reactRouterProductionAlias.replacement, 'utf8');
    expect(source).toMatch(/export\s*\{[^}]*\bBrowserRouter\b/);
  });

  it('leaves no side-effect statements that keep unused components alive', () => {
    const files = readdirSync(PRODUCTION).filter((f) => /^chunk-.*\.mjs$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const out = treeShakeReactRouter(readFileSync(join(PRODUCTION, file), 'utf8'));
      expect(out).not.toMatch(/^\w+\.(?:displayName|contextType) = /m);
      expect(out).not.toMatch(
        /(?<!\/\* @__PURE__ \*\/ )\bReact\d*\.(?:forwardRef|createContext|memo)\(/,
      );
    }
  });

  it('keeps what a static contextType means, as a static class field', () => {
    const source = [
      'var Context = React.createContext(false);',
      'var Boundary = class extends React2.Component {',
      '  render() { return this.context; }',
      '};',
      'Boundary.contextType = Context;',
      'Boundary.displayName = "Boundary";',
      'var Link = React10.forwardRef(function Link() {});',
    ].join('\n');
    const out = treeShakeReactRouter(source);
    expect(out).toContain(
      'var Boundary = class extends React2.Component {\n  static contextType = Context;',
    );
    expect(out).toContain('var Context = /* @__PURE__ */ React.createContext(false);');
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).not.toContain('displayName');
    const Component = class {};
    const React = { createContext: (value: unknown) => ({ value }) };
    const React2 = { Component };
    const React10 = { forwardRef: (f: unknown) => f };
    const run = new Function('React', 'React2', 'React10', `${out}\nreturn Boundary;`);
    expect(run(React, React2, React10).contextType).toEqual({ value: false });
  });

  it('fails loudly when a contextType has no class to move into', () => {
    expect(() =>
      treeShakeReactRouter('function Boundary() {}\nBoundary.contextType = Context;'),
    ).toThrow(/Boundary/);
  });
});
