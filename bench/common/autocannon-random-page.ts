import { createRequire } from 'node:module';

/**
 * autocannon with a different `{page}` in the URL on every request (1…pages at random), so a
 * cache keyed by the request cannot answer: the figure is the uncached cost. Prints autocannon's
 * JSON result, like `autocannon -j`. Argument: JSON { url, connections, duration, pages }.
 */
type Request = { method: string; path: string };
type Autocannon = (options: {
  url: string; connections: number; duration: number;
  requests: { method: string; setupRequest: (request: Request) => Request }[];
}) => Promise<unknown>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const { url, connections, duration, pages } = JSON.parse(process.argv[2] ?? '{}') as { url: string; connections: number; duration: number; pages: number };
const target = new URL(url);
const pathFor = () => `${target.pathname}${target.search}`.replace('{page}', String(1 + Math.floor(Math.random() * pages)));
const result = await autocannon({ url: target.origin, connections, duration, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor() }) }] });
process.stdout.write(JSON.stringify(result));
