import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.test.ts')) yield full;
  }
}

/**
 * The names `source` imports (or re-exports) from `pkg`, leaving out types; null when it imports the
 * package whole (`import * as`, a default import), which no list of names could cover.
 */
export function namedImportsIn(source: string, pkg: string): Set<string> | null {
  const quoted = pkg.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  const names = new Set<string>();
  const statement = new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g');
  for (const [, , typeOnly, clause = ''] of source.matchAll(statement)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || clause.replace(braces[0], '').replace(/,/g, '').trim()) return null;
    for (const part of braces[1]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.add(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/**
 * Every export of `pkg` used by the sources under `roots`, for Module Federation's tree-shaken
 * shared build: computed from the code at build time, so a remote can never need one that was
 * left out. Null when some file takes the package whole.
 */
export function usedExportsOf(pkg: string, roots: string[]): string[] | null {
  const used = new Set<string>();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const names = namedImportsIn(readFileSync(file, 'utf8'), pkg);
      if (names === null) return null;
      for (const name of names) used.add(name);
    }
  }
  return [...used].toSorted();
}
