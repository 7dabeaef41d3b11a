import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '@haat/server-kit';
import type { Caller } from './helpers.ts';

/** A folder of its own for a test file's uploaded images, and how to remove it. */
export async function imageFolder(): Promise<{ settings: { IMAGE_DIR: string }; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-order-images-'));
  return { settings: { IMAGE_DIR: dir }, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A doorstep photo as a phone takes it: random grain, so each one is new (the same bytes again would be the same stored image). */
const doorPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a8a8a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();

/** POST /api/images at the catalog as `who` with `preset` (the rider app's 'delivery' by default): the full size's URL. */
export async function uploadPhoto(catalog: App, who: Caller, preset = 'delivery'): Promise<{ url: string; sizes: Record<'thumbnail' | 'card' | 'full', { url: string }> }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await doorPhoto())], { type: 'image/jpeg' }), 'door.jpg');
  form.append('preset', preset);
  const res = await catalog.request('/api/images', { method: 'POST', headers: { Authorization: `Bearer ${who.token}` }, body: form });
  if (res.status !== 201) throw new Error(`could not upload a ${preset} photo: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string; sizes: Record<'thumbnail' | 'card' | 'full', { url: string }> } }).data;
}

/** The rider's proof-of-delivery photo, as the rider app uploads it: its URL. */
export const takeProofPhoto = async (catalog: App, rider: Caller): Promise<string> => (await uploadPhoto(catalog, rider)).url;
