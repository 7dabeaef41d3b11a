import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web apps read replies through the contracts readers (issue 38, decision 0252), never by casting
 * them to `ApiSuccess<…>`: a cast trusts whatever the server sent, a reader checks it.
 */
const root = path.resolve(import.meta.dirname, '..');
const APP_SOURCES = ['shell/src', 'mfe-buyer/src', 'mfe-seller/src', 'mfe-delivery/src', 'mfe-admin/src', 'packages/web-kit/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the web apps read replies through readers', () => {
  it('no app file casts a reply to ApiSuccess', () => {
    const casting = APP_SOURCES.flatMap(sourceFiles).filter((file) => readFileSync(path.join(root, file), 'utf8').includes('<ApiSuccess<'));
    expect(casting).toEqual([]);
  });
});
