import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runRspack } from '../../scripts/web/build-app.ts';
import { createWebAppConfig } from '../../scripts/web/rspack-app-config.ts';
import type { hostFederation } from '../../scripts/web/shared-singletons.ts';
import shellFederation from '../../shell/module-federation.config.ts';
import buyerFederation from '../../mfe-buyer/module-federation.config.ts';
import { root } from '../common/stack-helpers.ts';

/**
 * bench:web part d: Module Federation 2's documented size options, each measured. The shell and the
 * buyer remote are built with each step added to the one before, into folders of their own, and the
 * shell's main.js (the federation runtime lives there) and the buyer's remoteEntry.js are weighed at
 * gzip -9; both are on the home's first paint. The last step is what the apps ship with.
 */
type Experiments = NonNullable<ReturnType<typeof hostFederation>['experiments']>;
type Step = { option: string; host: Experiments; remote: Experiments; runtimeAsEsm: boolean };

const lean = { disableSnapshot: true, target: 'web' } as const;
const STEPS: Step[] = [
  { option: 'no options', host: {}, remote: {}, runtimeAsEsm: false },
  { option: '+ disableSnapshot, target: web', host: { optimization: lean }, remote: { optimization: lean }, runtimeAsEsm: false },
  { option: '+ the runtime provided by the host', host: { provideExternalRuntime: true, optimization: lean }, remote: { externalRuntime: true, optimization: lean }, runtimeAsEsm: false },
  { option: '+ the runtime as ES modules (shipped)', host: { provideExternalRuntime: true, optimization: lean }, remote: { externalRuntime: true, optimization: lean }, runtimeAsEsm: true },
];

export type FederationOptionRow = { option: string; mainJsGzip: number; remoteEntryGzip: number };

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

async function build(config: Parameters<typeof runRspack>[0], into: string): Promise<string> {
  const stats = await runRspack({ ...config, output: { ...config.output, path: into } });
  if (stats.hasErrors()) throw new Error(`a federation option build failed: ${stats.toJson({ all: false, errors: true }).errors?.[0]?.message}`);
  return into;
}

/** Builds the shell and the buyer remote once per step; each step's two sizes. */
export async function measureFederationOptions(): Promise<FederationOptionRow[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'haat-federation-options-'));
  const shellDir = path.join(root, 'shell');
  const buyerDir = path.join(root, 'mfe-buyer');
  const rows: FederationOptionRow[] = [];
  try {
    for (const [i, step] of STEPS.entries()) {
      // The apps' own options with only the step's experiments; types are not what is measured here.
      const host = { ...shellFederation, experiments: step.host };
      const remote = { ...buyerFederation, experiments: step.remote, dts: false };
      const shellOut = await build(createWebAppConfig({ appDir: shellDir, federation: host, kind: 'host', runtimeAsEsm: step.runtimeAsEsm }), path.join(work, `${i}-shell`));
      const buyerOut = await build(createWebAppConfig({ appDir: buyerDir, federation: remote, kind: 'remote', runtimeAsEsm: step.runtimeAsEsm }), path.join(work, `${i}-buyer`));
      const mainJs = readdirSync(shellOut).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
      if (!mainJs) throw new Error('the shell built no main.js');
      rows.push({ option: step.option, mainJsGzip: gzipOf(path.join(shellOut, mainJs)), remoteEntryGzip: gzipOf(path.join(buyerOut, 'remoteEntry.js')) });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
