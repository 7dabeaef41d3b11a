import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 (header form), enough for S3-compatible PUT and GET without the AWS SDK. */
export type SigningCredentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

type RequestToSign = {
  method: string;
  url: URL;
  /** Every header that will be sent and signed (names in any case); `host` is taken from the URL. */
  headers: Record<string, string>;
  /** Hex sha256 of the body; also sent as x-amz-content-sha256. */
  payloadHash: string;
  now?: Date;
};

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');
export const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** `20130524T000000Z` */
const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
const encodeRfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
const canonicalPath = (pathname: string) => pathname.split('/').map((segment) => encodeRfc3986(decodeURIComponent(segment))).join('/') || '/';
const canonicalQuery = (params: URLSearchParams) =>
  [...params].map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .toSorted(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest(request: RequestToSign, credentials: SigningCredentials): Record<string, string> {
  const { accessKeyId, secretAccessKey, region, service = 's3' } = credentials;
  const stamp = amzDate(request.now ?? new Date());
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers['host'] = request.url.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = request.payloadHash;

  const names = Object.keys(headers).toSorted();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url.searchParams),
    names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');

  const sendable = { ...headers };
  delete sendable['host']; // fetch sets Host itself, from the same URL
  return { ...sendable, authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}
