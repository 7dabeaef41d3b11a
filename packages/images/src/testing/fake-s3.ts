import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest, type SigningCredentials } from '../sigv4.ts';

export type FakeS3 = {
  server: Server;
  endpoint: string;
  /** By `<bucket>/<object key>`. */
  objects: Map<string, { bytes: Buffer; contentType: string; cacheControl: string }>;
  requests: string[];
  failNext: number;
  close(): Promise<void>;
};

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const parseAmzDate = (stamp: string) => new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * An S3 stand-in on node:http for tests: checks the SigV4 Authorization header's shape, that the
 * payload hash is the body's, and that the signature is right for the request as it arrived; keeps
 * objects in memory for the given buckets (path-style URLs).
 */
export async function startFakeS3(buckets: string[], credentials: SigningCredentials): Promise<FakeS3> {
  const server = createServer();
  const fake: FakeS3 = {
    server, endpoint: '', objects: new Map(), requests: [], failNext: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server.on('request', async (req, res) => {
    const body = await readBody(req);
    const reply = (status: number, text = '', headers: Record<string, string> = {}) => res.writeHead(status, headers).end(text);
    fake.requests.push(`${req.method} ${req.url}`);
    if (fake.failNext > 0) {
      fake.failNext--;
      return reply(500, '<Error><Code>InternalError</Code></Error>');
    }
    const auth = AUTHORIZATION.exec(req.headers['authorization'] ?? '');
    if (!auth) return reply(400, 'malformed Authorization');
    const [, keyId, day, region, signedHeaderList, signature] = auth as unknown as string[];
    const signed = signedHeaderList!.split(';');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((h) => signed.includes(h))) return reply(400, 'unsigned required header');
    if (!amzDate.startsWith(day!) || region !== credentials.region || keyId !== credentials.accessKeyId) return reply(403, 'bad scope');
    if (payloadHash !== sha256Hex(body)) return reply(400, 'XAmzContentSHA256Mismatch');
    // Recompute the signature from what arrived, as S3 does.
    const headers = Object.fromEntries(signed.filter((h) => h !== 'host' && !h.startsWith('x-amz-')).map((h) => [h, String(req.headers[h] ?? '')]));
    const expected = signRequest({ method: req.method!, url: new URL(req.url!, `http://${req.headers.host}`), headers, payloadHash, now: parseAmzDate(amzDate) }, credentials);
    if (!expected['authorization']!.endsWith(`Signature=${signature}`)) return reply(403, 'SignatureDoesNotMatch');

    const bucket = buckets.find((name) => req.url!.startsWith(`/${name}/`));
    if (!bucket) return reply(404, 'NoSuchBucket');
    const key = req.url!.slice(1);
    if (req.method === 'PUT') {
      fake.objects.set(key, { bytes: body, contentType: String(req.headers['content-type']), cacheControl: String(req.headers['cache-control']) });
      return reply(200);
    }
    if (req.method === 'DELETE') {
      fake.objects.delete(key);
      return reply(204);
    }
    const object = fake.objects.get(key);
    if (!object) return reply(404, '<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
