import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedSingletons, webRenderer } from './shared-singletons.ts';

type Shared = Record<string, { singleton: boolean; import?: string | false; version: string }>;

describe('the shared singletons', () => {
  const host = sharedSingletons('host') as Shared;
  const remote = sharedSingletons('remote') as Shared;

  it('are the same names for the host and for a remote, each a singleton', () => {
    expect(Object.keys(remote).toSorted()).toEqual(Object.keys(host).toSorted());
    for (const [name, options] of Object.entries(host)) expect(options.singleton, name).toBe(true);
  });

  it('come from the host only: a remote carries no copy of any', () => {
    for (const [name, options] of Object.entries(remote)) expect(options.import, name).toBe(false);
  });

  it('give the router as a facade of the exports the apps use, importing the package by its file path', () => {
    const facade = host['react-router']?.import;
    expect(typeof facade).toBe('string');
    const source = readFileSync(facade as string, 'utf8');
    expect(source).toMatch(/^export \{ [^}]*\bBrowserRouter\b[^}]*\buseNavigate\b[^}]*\} from "\/.*react-router\/.*\.js";\n$/);
    // A whole-package re-export would keep the data router in the first paint.
    expect(source).not.toContain('*');
  });

  it.runIf(webRenderer === 'preact')('provide React\'s names as preact/compat, react-dom through a module of its own', () => {
    expect(host['react']?.import).toBe('preact/compat');
    expect(host['react-dom/client']?.import).toBe('preact/compat/client');
    const reactDom = host['react-dom']?.import;
    expect(reactDom).not.toBe('preact/compat');
    expect(readFileSync(reactDom as string, 'utf8')).toContain("export * from 'preact/compat';");
    expect(host['react']?.version).toBe(host['preact']?.version);
  });
});
