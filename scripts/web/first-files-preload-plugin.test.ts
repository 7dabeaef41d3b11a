import { describe, expect, it } from 'vitest';
import { firstFiles, preloadTags } from './first-files-preload-plugin.ts';
import type { ChunkGroupLike } from './page-assets.ts';

const group = (request: string | undefined, from: string | undefined, files: string[]): ChunkGroupLike => ({
  origins: [{ request, module: from === undefined ? undefined : { identifier: () => from } }],
  getFiles: () => files,
});

// The shapes of the shell's real chunk groups (rspack 2.2, Module Federation 2.9).
const groups = [
  group('./src/index.ts', undefined, ['main.1.js']),
  group('./bootstrap.tsx', 'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/shell/src/index.ts', ['419.a.css', '419.b.js', '419.b.js.map']),
  group(undefined, 'provide shared module (default) react-dom/client@19.3.1 = /app/node_modules/react-dom/client.js', ['275.c.js']),
  group(undefined, 'provide shared module (default) @haat/web-kit@0.1.0 = /app/packages/web-kit/src/index.ts', ['462.d.js', '100.e.js', '100.f.css']),
  group(undefined, 'consume shared module (default) react-dom@^19.3.1 (strict) (fallback: /app/node_modules/react-dom/index.js)', ['89.g.js']),
  group('./render-app.tsx', 'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/shell/src/bootstrap.tsx', ['501.j.js', '501.k.css']),
  group('../pages/login-page.tsx', 'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/shell/src/routing/shell-routes.tsx', ['436.h.js']),
  group('socket.io-client', 'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/packages/web-kit/src/realtime/page-socket.ts', ['117.i.js']),
];

describe("the host's first files", () => {
  it("are the chunk groups of the bootstrap and the app it imports, and the shared singletons the host provides, scripts and styles only", () => {
    expect(firstFiles(groups, ['./bootstrap.tsx', './render-app.tsx'])).toEqual(['100.e.js', '100.f.css', '275.c.js', '419.a.css', '419.b.js', '462.d.js', '501.j.js', '501.k.css']);
  });

  it('leave out the entry itself, consume fallbacks (the same modules again) and lazy pages', () => {
    const files = firstFiles(groups, ['./bootstrap.tsx', './render-app.tsx']);
    for (const file of ['main.1.js', '89.g.js', '436.h.js', '117.i.js']) expect(files).not.toContain(file);
  });

  it('become preload links, styles as style', () => {
    expect(preloadTags(['1.js', '1.css'], '/')).toBe('<link rel="preload" as="script" href="/1.js"><link rel="preload" as="style" href="/1.css">');
  });
});
