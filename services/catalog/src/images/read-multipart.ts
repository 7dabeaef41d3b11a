import type { Context } from 'hono';
import { badRequest } from '@haat/server-kit';
import { MALFORMED_REQUEST_TEXT } from '@haat/contracts';
import { imageTooLarge } from './image-pipeline.ts';

/** Room for the multipart boundaries and the text fields around one file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const isMultipart = (c: Context) => (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * The fields of a multipart request. A declared length over the cap is refused before anything is
 * buffered; the file's own size is checked again by the image pipeline.
 */
export async function readMultipart(c: Context, maxFileBytes: number): Promise<Record<string, string | File>> {
  const declared = Number(c.req.header('Content-Length') ?? 0);
  if (declared > maxFileBytes + MULTIPART_OVERHEAD_BYTES) throw imageTooLarge(maxFileBytes);
  try {
    return await c.req.parseBody<Record<string, string | File>>();
  } catch {
    throw badRequest(MALFORMED_REQUEST_TEXT);
  }
}

/** The bytes of a file field; null when the field is missing, text or an empty file. */
export async function fileBytes(value: string | File | undefined): Promise<Uint8Array | null> {
  if (!(value instanceof File) || value.size === 0) return null;
  return new Uint8Array(await value.arrayBuffer());
}

/** The text fields only (a file where text is expected is left out, so validation reports it missing). */
export const textFields = (fields: Record<string, string | File>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
