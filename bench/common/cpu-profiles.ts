import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npx node bench/common/cpu-profiles.ts <dir>`: where the stack's processes spent their CPU, from the
 * `.cpuprofile` files a bench wrote with BENCH_CPU_PROFILE_DIR (`node --cpu-prof`). Per process
 * (told apart by its entry file): self time by package (a node_modules package, a folder of ours,
 * `writev` and the like being system calls), then the heaviest functions. The profiles cover each
 * process's whole life, start-up included; the sampling itself slows the processes down, so read
 * shares, not milliseconds.
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] };

const TOP = 12;
const ROOT_URL = `file://${path.resolve(import.meta.dirname, '../..')}/`;

const packageOf = ({ url, functionName }: CallFrame) => {
  if (!url) return functionName; // (idle), (garbage collector), system calls such as writev
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith(ROOT_URL)) return url.slice(ROOT_URL.length).split('/').slice(0, 2).join('/');
  // Loading and type-stripping our modules happens once, at start-up.
  if (/^node:internal\/(modules|bootstrap|deps\/amaro)|^wasm:/.test(url)) return 'start-up (loading modules)';
  return url.startsWith('node:') ? `node:${url.replace(/^node:(internal\/)?/, '').split('/')[0]}` : url;
};
const functionOf = ({ url, functionName, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.replace(ROOT_URL, '').replace(/.*node_modules\//, '')}:${lineNumber + 1}`;
const processOf = (profile: Profile) =>
  /(?:services\/[a-z-]+|gateway)\/src\//.exec(profile.nodes.map((n) => n.callFrame.url).find((url) => /(?:services\/[a-z-]+|gateway)\/src\//.test(url)) ?? '')?.[0].split('/src/')[0] ?? 'other';

function summarise(profile: Profile) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    const micros = profile.timeDeltas[i] ?? 0;
    if (frame.functionName === '(idle)') return;
    busy += micros;
    byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + micros);
    byFunction.set(functionOf(frame), (byFunction.get(functionOf(frame)) ?? 0) + micros);
  });
  return { busy, byPackage, byFunction };
}

const print = (title: string, totals: Map<string, number>, busy: number) => {
  console.log(`  ${title}`);
  for (const [name, micros] of [...totals].toSorted((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`    ${(Math.round((1000 * micros) / busy) / 10).toFixed(1).padStart(5)}%  ${name}`);
  }
};

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx node bench/common/cpu-profiles.ts <directory of .cpuprofile files>');
for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')).toSorted()) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const { busy, byPackage, byFunction } = summarise(profile);
  console.log(`\n${processOf(profile)} (${file}): ${Math.round(busy / 1000)} ms busy`);
  print('by package', byPackage, busy);
  print('by function', byFunction, busy);
}
