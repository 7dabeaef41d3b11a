// How large a request body each /api route takes: the one table the services' body limits
// (server-kit's createServiceApp) and the gateway's (gateway/src/api-handler.ts) both read, so the
// gateway refuses exactly what the service would, before forwarding a byte (docs/decisions/0045-request-bodies-each-routes-cap-at-the-gateway-and-the.md).
import type { ServiceName } from './api-catalogue.ts';
import { imagePresets } from './broadcast.ts';
import { MAX_REPORT_IMAGES } from './report-rules.ts';

const MiB = 1024 * 1024;

/** Every route's body cap but an upload's. */
export const MAX_JSON_BODY_BYTES = MiB;

/** The upload cap over every image preset when IMAGE_MAX_BYTES is not set (catalog, moderation and the gateway read it). */
export const DEFAULT_IMAGE_MAX_BYTES = 8 * MiB;

/** The settings an upload route's cap depends on: IMAGE_MAX_BYTES, read by each side from its own environment. */
export type BodyLimitSettings = { imageMaxBytes: number };

/** Room beside the files of a multipart form for its text fields and boundaries. */
const FORM_ROOM = MiB;

/** Routes (by path prefix) that take uploads above 1 MB, with their owner; their handlers check each file. */
const uploadRoutes: { owner: ServiceName; prefix: string; maxBytes: (settings: BodyLimitSettings) => number }[] = [
  { owner: 'catalog', prefix: '/api/images', maxBytes: ({ imageMaxBytes }) => imageMaxBytes + FORM_ROOM },
  { owner: 'catalog', prefix: '/api/broadcasts', maxBytes: ({ imageMaxBytes }) => imageMaxBytes + FORM_ROOM },
  // Up to five evidence photos, each at the 'report' preset's cap.
  { owner: 'moderation', prefix: '/api/reports', maxBytes: ({ imageMaxBytes }) => MAX_REPORT_IMAGES * Math.min(imageMaxBytes, imagePresets.report.maxBytes) + FORM_ROOM },
];

/** The most bytes a request body to `path` may have. */
export function bodyLimitOf(path: string, settings: BodyLimitSettings): number {
  const upload = uploadRoutes.find((route) => path.startsWith(route.prefix));
  return upload ? upload.maxBytes(settings) : MAX_JSON_BODY_BYTES;
}

/** `owner`'s upload routes and their caps, as createServiceApp's `largeBodies` takes them. */
export function largeBodiesOf(owner: ServiceName, settings: BodyLimitSettings): Record<string, number> {
  return Object.fromEntries(uploadRoutes.filter((route) => route.owner === owner).map((route) => [route.prefix, route.maxBytes(settings)]));
}

/** A size for people: whole megabytes, one decimal when it has one, kilobytes under 1 MB (a test's cap). */
const sizeText = (bytes: number) => (bytes < MiB ? `${Math.round(bytes / 1024)} KB` : `${Number((bytes / MiB).toFixed(1))} MB`);

/** The 413 reply, the same whether the gateway or the service refuses the body. */
export const bodyTooLargeReply = (maxBytes: number) => ({
  success: false,
  error: 'Payload too large',
  message: `The request body is larger than ${sizeText(maxBytes)}.`,
}) as const;
