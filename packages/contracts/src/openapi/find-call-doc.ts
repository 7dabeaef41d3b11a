import type { ApiCallDoc } from './call-doc.ts';

type Matcher = { doc: ApiCallDoc; pattern: RegExp; literals: number };

const matcherOf = (doc: ApiCallDoc): Matcher => {
  const segments = doc.path.split('/');
  const source = segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return { doc, pattern: new RegExp(`^${source}$`), literals: segments.filter((s) => !s.startsWith(':')).length };
};

/**
 * Finds the documented call a concrete request names (`GET /api/stores/by-slug/x` → `/api/stores/by-slug/:slug`):
 * the pattern with the most literal segments wins, as the services register literal paths first.
 */
export function createCallFinder(docs: ApiCallDoc[]) {
  const byMethod = new Map<string, Matcher[]>();
  for (const doc of docs) byMethod.set(doc.method, [...(byMethod.get(doc.method) ?? []), matcherOf(doc)]);
  for (const list of byMethod.values()) list.sort((a, b) => b.literals - a.literals);
  return (method: string, url: string): ApiCallDoc | null => {
    const path = url.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
    return byMethod.get(method.toUpperCase())?.find((m) => m.pattern.test(path))?.doc ?? null;
  };
}
