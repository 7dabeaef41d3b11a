import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, root } from './i18n/catalog-files.ts';

/**
 * The web apps read replies through the contracts readers (issue 38, decision 0252), never by casting
 * them to `ApiSuccess<…>`: a cast trusts whatever the server sent, a reader checks it.
 */
const APP_SOURCES = ['shell/src', 'mfe-buyer/src', 'mfe-seller/src', 'mfe-delivery/src', 'mfe-admin/src', 'packages/web-kit/src'];

const sourceFiles = (dir: string) => filesUnder(dir, (name) => /\.tsx?$/.test(name));

describe('the web apps read replies through readers', () => {
  it('no app file casts a reply to ApiSuccess', () => {
    const casting = APP_SOURCES.flatMap(sourceFiles).filter((file) => readFileSync(path.join(root, file), 'utf8').includes('<ApiSuccess<'));
    expect(casting).toEqual([]);
  });
});
