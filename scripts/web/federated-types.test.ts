import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTES, unpackTypes } from './federated-types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'haat-federated-types-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A types archive laid out as Module Federation 2's dts publishes it: `routes.d.ts` re-exporting the compiled declaration. */
const publishedTypes = (routesDeclaration: string) =>
  zipSync({
    'routes.d.ts': strToU8("export * from './compiled-types/routes';\n"),
    'compiled-types/routes.d.ts': strToU8(`import type { RemoteRoute } from '@haat/web-kit';\n${routesDeclaration}\n`),
  });

const EXPOSED_ROUTES = 'export declare const routes: RemoteRoute[];';

/** The shell's own sources and tsconfig, type-checked against the archives given per remote; tsc's exit status and output. */
function typecheckShellAgainst(archives: Record<string, Uint8Array>) {
  const typesDir = mkdtempSync(path.join(work, 'types-'));
  for (const [name, archive] of Object.entries(archives)) unpackTypes(archive, path.join(typesDir, name));
  const paths = Object.fromEntries(REMOTES.map(({ name }) => [`${name}/*`, [path.join(typesDir, name, '*')]]));
  const tsconfig = path.join(typesDir, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ extends: path.join(root, 'shell/tsconfig.json'), compilerOptions: { paths } }));
  const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', tsconfig], { cwd: root, encoding: 'utf8' });
  return { status: tsc.status, output: `${tsc.stdout}${tsc.stderr}` };
}

const everyRemote = (archive: Uint8Array) => Object.fromEntries(REMOTES.map(({ name }) => [name, archive]));

describe("the remotes' published types", () => {
  it('are unpacked file by file, and an archive naming a file outside its folder is refused', () => {
    const into = path.join(work, 'unpacked');
    const written = unpackTypes(publishedTypes(EXPOSED_ROUTES), into);
    expect(written.map((file) => path.relative(into, file)).toSorted()).toEqual(['compiled-types/routes.d.ts', 'routes.d.ts']);
    expect(readFileSync(path.join(into, 'compiled-types/routes.d.ts'), 'utf8')).toContain(EXPOSED_ROUTES);
    expect(() => unpackTypes(zipSync({ '../escaped.d.ts': strToU8('export {};') }), into)).toThrow(/outside its folder/);
  });

  it("fail the shell's typecheck when a remote changes what it exposes", () => {
    const published = publishedTypes(EXPOSED_ROUTES);
    expect(typecheckShellAgainst(everyRemote(published))).toMatchObject({ status: 0 });

    const renamed = typecheckShellAgainst({ ...everyRemote(published), mfe_admin: publishedTypes('export declare const pages: RemoteRoute[];') });
    expect(renamed.status).not.toBe(0);
    expect(renamed.output).toMatch(/mfe_admin\/routes[\s\S]*'routes'/);

    const retyped = typecheckShellAgainst({ ...everyRemote(published), mfe_seller: publishedTypes('export declare const routes: string[];') });
    expect(retyped.status).not.toBe(0);
    expect(retyped.output).toContain("Type 'string' is not assignable to type 'RemoteRoute'");
  }, 60_000);
});
