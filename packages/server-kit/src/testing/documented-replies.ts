import { apiCalls, createCallFinder, replyProblems } from '@haat/contracts/openapi';

const findCall = createCallFinder(apiCalls);
/** Replies already checked: `send` and the integration suite's global hooks may both see one. */
const checked = new WeakSet<Response>();

/**
 * Checks a JSON reply of an /api call against the OpenAPI registry (`@haat/contracts/openapi`):
 * a documented call's status must be listed and its body of the documented shape. Throws an
 * error naming the call, the status and the zod issues, so the integration test that sent it fails.
 */
export async function checkDocumentedReply(method: string, url: string, res: Response): Promise<void> {
  if (checked.has(res)) return;
  checked.add(res);
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
  if (!path.startsWith('/api/')) return;
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return; // cut off (a process killed mid-reply) or not JSON after all: the test reading it finds out itself
  }
  const doc = findCall(method, path);
  // A path no call documents: "not found", or a route a test mounts for itself. Routes the services
  // register are held to the registry by gateway/test/openapi-routes.test.ts.
  if (!doc) return;
  const problems = replyProblems(doc, res.status, body);
  if (problems.length) throw new Error(`${doc.method} ${doc.path} answered ${res.status} off its documented shape:\n  ${problems.join('\n  ')}`);
}
