import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostFederation, remoteFederation, sharedSingletons } from './shared-singletons.ts';

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

  it("are React's own: no other renderer stands in for it", () => {
    expect(Object.keys(host)).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']));
    expect(Object.keys(host).filter((name) => name.includes('preact'))).toEqual([]);
    for (const name of ['react', 'react-dom', 'react-dom/client']) expect(host[name]?.import, name).toBeUndefined();
  });
});

describe("Module Federation 2's options", () => {
  it('ship the runtime once, in the shell, without its snapshot and Node code, and remotes borrow it', () => {
    const shell = hostFederation('shell', ['/plugin.ts']);
    const buyer = remoteFederation('mfe_buyer', { './routes': './src/routes.tsx' }, '/apps/mfe-buyer');
    expect(shell.experiments).toEqual({ provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } });
    expect(buyer.experiments).toEqual({ externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } });
    expect(shell.runtimePlugins).toEqual(['/plugin.ts']);
    expect(buyer).toMatchObject({ name: 'mfe_buyer', filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } });
  });
});
