import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The filing load, in its own process (bench/moderation/moderation.ts starts it): autocannon POSTing one JSON
 * body, every request signed in as the next token of the plan's list (all connections share the
 * list, so with enough tokens every request is a different buyer; one token: the same buyer every
 * time). Prints autocannon's JSON result, like `autocannon -j`.
 * Argument: a JSON file { url, path, connections, duration, body, tokens }.
 */
export type ModerationLoadPlan = { url: string; path: string; connections: number; duration: number; body: unknown; tokens: string[] };

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Client = { setRequests(requests: { method: string; path: string; setupRequest: (request: Request) => Request }[]): void };
type Autocannon = (options: { url: string; connections: number; duration: number; timeout: number; setupClient: (client: Client) => void }) => Promise<unknown>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ModerationLoadPlan;
const body = JSON.stringify(plan.body);

let next = 0;
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  timeout: 30,
  // Each connection gets its own request object (autocannon shares the default one between connections).
  setupClient(client) {
    client.setRequests([{
      method: 'POST',
      path: plan.path,
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${plan.tokens[next++ % plan.tokens.length]!}` },
        body,
      }),
    }]);
  },
});
process.stdout.write(JSON.stringify(result));
