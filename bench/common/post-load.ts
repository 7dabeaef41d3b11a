import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The load script's side of runLoadScript (stack-helpers.ts): its plan, and an autocannon run of
 * JSON POSTs whose result goes to stdout as autocannon's JSON (like `autocannon -j`).
 */
type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Client = { setRequests(requests: { method: string; path: string; setupRequest: (request: Request) => Request }[]): void };
type Autocannon = (options: { url: string; connections: number; duration: number; timeout: number; setupClient: (client: Client) => void }) => Promise<unknown>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The plan runLoadScript wrote to the JSON file named by this process's argument. */
export const readLoadPlan = <Plan>(): Plan => JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan;

/** What one POST carries beyond its JSON content type. */
export type PostRequest = { headers: Record<string, string>; body: string };

/**
 * POSTs to `path` from `connections` connections for `duration` seconds and prints the result.
 * `requestsOf(connection)` makes each connection its own request maker, called for every request:
 * autocannon shares one request object between connections, so a header set once would repeat.
 */
export async function printPostLoad(
  { url, path, connections, duration }: { url: string; path: string; connections: number; duration: number },
  requestsOf: (connection: number) => () => PostRequest,
): Promise<void> {
  let connected = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 30,
    setupClient(client) {
      const next = requestsOf(connected++);
      client.setRequests([{
        method: 'POST',
        path,
        setupRequest: (request) => {
          const { headers, body } = next();
          return { ...request, headers: { 'content-type': 'application/json', ...headers }, body };
        },
      }]);
    },
  });
  process.stdout.write(JSON.stringify(result));
}
