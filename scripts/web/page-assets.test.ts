import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets, pageImportsOf, type ChunkGroupLike } from './page-assets.ts';
import { readRouteTable } from './route-table.ts';

const root = path.resolve(import.meta.dirname, '../..');
const group = (request: string | undefined, from: string, files: string[]): ChunkGroupLike => ({
  origins: [{ request, module: { identifier: () => from } }],
  getFiles: () => files,
});

describe('page assets in build-info.json', () => {
  it('finds the page module of every lazy page in each remote\'s routes.tsx (all of the buyer\'s)', async () => {
    for (const remote of ['mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin']) {
      const routesModule = path.join(root, remote, 'src/routes.tsx');
      const imports = await pageImportsOf(routesModule);
      const lazyPages = (await readFile(routesModule, 'utf8')).match(/\blazy:/g)?.length ?? 0;
      expect(imports.size, remote).toBe(lazyPages);
      for (const request of imports.values()) expect(request).toMatch(/^\.\/[a-z-]+\/[a-z-]+-page\.tsx$/);
    }
    const buyerTable = await readRouteTable(path.join(root, 'mfe-buyer/src/route-table.ts'));
    const buyerImports = await pageImportsOf(path.join(root, 'mfe-buyer/src/routes.tsx'));
    expect(buyerTable.map((route) => route.path).filter((page) => !buyerImports.has(page))).toEqual([]);
  });

  it('lists the exposed routes module\'s files and the page\'s chunk group, scripts and styles only', () => {
    const routesModule = '/app/src/routes.tsx';
    const groups = [
      group(undefined, 'container entry (default) [["./routes",{"name":null,"import":["./src/routes.tsx"]}]]', ['789.js']),
      group('./pages/home-page.tsx', routesModule, ['852.css', '724.js', '403.js', '403.js.map']),
      group('../components/home/home-sections.tsx', '/app/src/pages/home-page.tsx', ['801.js']), // below the fold: not first
    ];
    const imports = new Map([['/', './pages/home-page.tsx'], ['/missing', './pages/missing.tsx']]);
    expect(pageAssets(groups, imports, { routesModule })).toEqual({ '/': ['789.js', '852.css', '724.js', '403.js'] });
  });
});
