import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web apps read replies through the contracts readers (issue 38), never by casting them to
 * `ApiSuccess<…>`. The files below still hold such casts; each one converted leaves the list, and no
 * file may gain one.
 */
const STILL_CASTING = [
  'mfe-buyer/src/chat/chat-api.ts', 'mfe-buyer/src/grievances/grievances-api.ts', 'mfe-buyer/src/orders/orders-api.ts',
  'mfe-buyer/src/store/stores-api.ts',
];

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
  it('no app file casts a reply to ApiSuccess beyond those still to convert, and each converted one has left the list', () => {
    const casting = APP_SOURCES.flatMap(sourceFiles).filter((file) => readFileSync(path.join(root, file), 'utf8').includes('<ApiSuccess<'));
    expect(casting.toSorted()).toEqual(STILL_CASTING.toSorted());
  });
});
