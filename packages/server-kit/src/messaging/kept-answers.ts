/**
 * Answers of another service kept for a while per key: concurrent asks for one key share a
 * request, an answer is kept `ttlMs` (a failure never, nor one `keep` refuses), and the whole lot
 * is dropped past `max` keys so it never grows without bound.
 */
export function keptAnswers<T>(ask: (key: string) => Promise<T>, { ttlMs, max = 10_000, keep = () => true }: {
  ttlMs: number;
  max?: number;
  keep?: (answer: T) => boolean;
}): (key: string) => Promise<T> {
  const kept = new Map<string, { answer: Promise<T>; expires: number }>();
  return (key) => {
    const now = Date.now();
    const found = kept.get(key);
    if (found && found.expires > now) return found.answer;
    if (kept.size >= max) kept.clear();
    const entry = { answer: ask(key), expires: now + ttlMs };
    kept.set(key, entry);
    const forget = () => {
      if (kept.get(key) === entry) kept.delete(key);
    };
    entry.answer.then((answer) => {
      if (!keep(answer)) forget();
    }, forget);
    return entry.answer;
  };
}
