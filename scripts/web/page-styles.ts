import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Why a remote's page can lose styles on a deep link: a remote's CSS arrives with the chunks that
 * import it, so a page that uses a class only another page's stylesheet defines looks right after
 * visiting that page and broken when opened from its URL or refreshed (the order totals borrowed
 * checkout.css's rules). These helpers find such classes from the sources: for each page, the class
 * names its modules write in `className="…"` or `className={`…`}` that some stylesheet of the remote
 * defines but none its own imports (nor the shell's global ones) does.
 */

const CLASS_SELECTOR = /\.([A-Za-z_][\w-]*)/g;
const IMPORT = /^\s*import\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const CLASS_ATTRIBUTE = /className=(?:"([^"]+)"|\{`([^`]+)`\})/g;

/** The class names a stylesheet's selectors mention (comments left out). */
export const classesOfCss = (css: string): Set<string> =>
  new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(CLASS_SELECTOR)].map((m) => m[1]!));

/** The literal class names a module writes (template holes left out). */
export const classesUsedIn = (source: string): string[] =>
  [...source.matchAll(CLASS_ATTRIBUTE)].flatMap((m) => (m[1] ?? m[2]!).replace(/\$\{[^}]*\}/g, ' ').split(/\s+/))
    .filter((name) => /^[a-z](?:[\w-]*[a-z0-9])?$/i.test(name));

function resolveRelative(from: string, request: string): string | null {
  if (!request.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), request);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** A page module's own graph inside its app: the modules it imports (statically, type-only ones skipped) and the stylesheets they import. */
export function moduleGraphOf(entry: string): { modules: Set<string>; stylesheets: Set<string> } {
  const modules = new Set<string>();
  const stylesheets = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (/^\s*import\s+type\s/.test(m[0])) continue;
      const found = resolveRelative(file, m[1]!);
      if (!found) continue;
      if (found.endsWith('.css')) stylesheets.add(found);
      else todo.push(found);
    }
  }
  return { modules, stylesheets };
}

const cssFilesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const file = path.join(dir, entry.name);
  if (entry.isDirectory()) return cssFilesUnder(file);
  return file.endsWith('.css') ? [file] : [];
});

export type BorrowedClass = { page: string; className: string; usedIn: string; definedIn: string };

/**
 * The classes each page (`pages`: path → page module) uses that only a stylesheet outside its own
 * graph defines; `globalCss` are loaded on every page (the shell's). Empty when every page brings its own styles.
 */
export function borrowedClasses(appSrc: string, pages: Map<string, string>, globalCss: string[]): BorrowedClass[] {
  const global = new Set(globalCss.flatMap((file) => [...classesOfCss(readFileSync(file, 'utf8'))]));
  const definedIn = new Map<string, string>();
  for (const file of cssFilesUnder(appSrc)) for (const name of classesOfCss(readFileSync(file, 'utf8'))) definedIn.set(name, file);
  const out: BorrowedClass[] = [];
  for (const [page, request] of pages) {
    const { modules, stylesheets } = moduleGraphOf(path.resolve(appSrc, request));
    const own = new Set([...stylesheets].flatMap((file) => [...classesOfCss(readFileSync(file, 'utf8'))]));
    const seen = new Set<string>();
    for (const module of modules) {
      for (const className of classesUsedIn(readFileSync(module, 'utf8'))) {
        const where = definedIn.get(className);
        if (!where || own.has(className) || global.has(className) || seen.has(className)) continue;
        seen.add(className);
        out.push({ page, className, usedIn: path.relative(appSrc, module), definedIn: path.relative(appSrc, where) });
      }
    }
  }
  return out;
}
