import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** One page of a remote as build-info.json and /mfe-manifest.json carry it: no code. */
export type RouteTableEntry = { path: string; access: string };

/** Where each remote keeps its table (`export const routeTable = [...]`), next to routes.tsx. */
export const ROUTE_TABLE_MODULE = 'src/route-table.ts';

/** The table, checked: absolute paths, each once, each with an access rule. Throws saying what is wrong. */
export function checkRouteTable(value: unknown): RouteTableEntry[] {
  if (!Array.isArray(value)) throw new Error('routeTable is not an array');
  const seen = new Set<string>();
  return value.map((entry: unknown, i) => {
    const { path, access } = (entry ?? {}) as Partial<Record<keyof RouteTableEntry, unknown>>;
    if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`routeTable[${i}] has no absolute path`);
    if (typeof access !== 'string' || !access) throw new Error(`routeTable[${i}] (${path}) has no access rule`);
    if (seen.has(path)) throw new Error(`routeTable lists ${path} twice`);
    seen.add(path);
    return { path, access };
  });
}

/**
 * Reads a remote's route table from its module. The module imports nothing at run time (types
 * only), so Node loads it as it is; the file's mtime in the URL keeps a watching build from reading
 * a stale copy out of the module cache.
 */
export async function readRouteTable(file: string): Promise<RouteTableEntry[]> {
  const mtime = Math.trunc((await stat(file)).mtimeMs);
  const module = (await import(`${pathToFileURL(file).href}?mtime=${mtime}`)) as { routeTable?: unknown };
  try {
    return checkRouteTable(module.routeTable);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}
