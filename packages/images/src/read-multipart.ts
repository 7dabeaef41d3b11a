import type { Context } from 'hono';
import { badRequest } from '@haat/server-kit';
import { MALFORMED_REQUEST_TEXT } from '@haat/contracts';
import { imageTooLarge } from './image-pipeline.ts';

/** Room for the multipart boundaries and the text fields around the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type MultipartFields = Record<string, string | File | (string | File)[]>;

export const isMultipart = (c: Context) => (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * The fields of a multipart request; a field sent several times (`images` ×5) is an array. A declared
 * length over `maxFiles` files of `maxFileBytes` is refused before anything is buffered; each file's
 * own size is checked again by the image pipeline.
 */
export async function readMultipart(c: Context, maxFileBytes: number, { maxFiles = 1 }: { maxFiles?: number } = {}): Promise<MultipartFields> {
  const declared = Number(c.req.header('Content-Length') ?? 0);
  if (declared > maxFileBytes * maxFiles + MULTIPART_OVERHEAD_BYTES) throw imageTooLarge(maxFileBytes);
  try {
    return (await c.req.parseBody({ all: true })) as MultipartFields;
  } catch {
    throw badRequest(MALFORMED_REQUEST_TEXT);
  }
}

/** The bytes of a single file field; null when the field is missing, text or an empty file (the last of a repeated field). */
export async function fileBytes(value: MultipartFields[string] | undefined): Promise<Uint8Array | null> {
  const last = Array.isArray(value) ? value.at(-1) : value;
  if (!(last instanceof File) || last.size === 0) return null;
  return new Uint8Array(await last.arrayBuffer());
}

/** The non-empty files of a field sent once or several times (`images`), in the order sent. */
export function filesOf(value: MultipartFields[string] | undefined): File[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((each): each is File => each instanceof File && each.size > 0);
}

/** The text fields only (a file where text is expected is left out, so validation reports it missing; a repeated field keeps its last value). */
export function textFields(fields: MultipartFields): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') texts[name] = last;
  }
  return texts;
}
