import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageImportsOf } from './page-assets.ts';
import { borrowedClasses, classesOfCss, classesUsedIn } from './page-styles.ts';

const root = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin'];
// On every page: the shell's stylesheets and the ones web-kit's shared modules import.
const GLOBAL_CSS = [
  ...readdirSync(path.join(root, 'shell/src/styles')).map((file) => path.join(root, 'shell/src/styles', file)),
  path.join(root, 'shell/src/location/location.css'),
  path.join(root, 'packages/web-kit/src/chat/chat.css'),
  path.join(root, 'packages/web-kit/src/ui/private-image.css'),
  path.join(root, 'packages/web-kit/src/ui/skeleton.css'),
].filter((file) => file.endsWith('.css'));

describe('every remote page brings its own styles (a deep link or a refresh shows it styled)', () => {
  it('reads class names from selectors and from className attributes', () => {
    expect([...classesOfCss('/* .gone */ .a > .b-c:hover, .d { }')]).toEqual(['a', 'b-c', 'd']);
    expect(classesUsedIn('<p className="x y--z"><i className={`w w--${state}`} /></p>')).toEqual(['x', 'y--z', 'w']);
  });

  it.each(REMOTES)('%s: no page uses a class that only another page\'s stylesheet defines', async (remote) => {
    const pages = await pageImportsOf(path.join(root, remote, 'src/routes.tsx'));
    expect(pages.size).toBeGreaterThan(0);
    expect(borrowedClasses(path.join(root, remote, 'src'), pages, GLOBAL_CSS)).toEqual([]);
  });
});
