import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TYPE_TEXT } from '@haat/contracts';
import { createDiskStorage } from './disk-storage.ts';
import { createImages, type ImageRow, type Images } from './image-pipeline.ts';
import { sniffImageType } from './sniff-image-type.ts';

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c85014' } }).jpeg().toBuffer();

describe('image pipeline', () => {
  let dir: string;
  let images: Images;
  const rows: ImageRow[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-pipeline-'));
    images = createImages({
      storage: createDiskStorage({ dir: path.join(dir, 'public'), url: (key) => `/api/images/${key}` }),
      privateStorage: createDiskStorage({ dir: path.join(dir, 'private'), url: (key) => `/api/images/private/${key}`, visibility: 'private' }),
      maxBytes: 512 * 1024,
      record: async (batch) => void rows.push(...batch),
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('validates size and type without decoding: 413 over the cap, 400 for what is not JPEG, PNG, WebP or GIF', () => {
    expect(() => images.validate(new Uint8Array(512 * 1024 + 1).fill(0xff), 'product')).toThrow(expect.objectContaining({ status: 413, error: 'File size must be less than 0.5MB' }));
    expect(() => images.validate(new TextEncoder().encode('%PDF-1.4'), 'report')).toThrow(expect.objectContaining({ status: 400, error: IMAGE_TYPE_TEXT }));
    expect(() => images.validate(new Uint8Array([0xff, 0xd8, 0xff, 0]), 'report')).not.toThrow();
    expect(images.maxBytesFor('qr')).toBe(512 * 1024); // the configured cap under the spec's 1 MB
  });

  it('prepares without storing (a damaged image fails there), then stores and records every size', async () => {
    await expect(images.prepare(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), { preset: 'report', uploadedBy: 'u1' })).rejects.toMatchObject({ status: 400, error: 'File must be an image' });
    const prepared = await images.prepare(await jpeg(1600, 900), { preset: 'product', uploadedBy: 'u1' });
    expect(rows).toHaveLength(0);
    expect(await readdir(dir)).toEqual([]);
    const uploaded = await images.store(prepared);
    expect(uploaded).toMatchObject({ preset: 'product', contentType: 'image/webp', url: `/api/images/${uploaded.sizes.full.key}` });
    expect(rows.map((r) => [r.size, r.visibility, r.uploadedBy])).toEqual([['thumbnail', 'public', 'u1'], ['card', 'public', 'u1'], ['full', 'public', 'u1']]);
    const stored = await images.storage.get(uploaded.sizes.card.key);
    expect(sniffImageType(stored!.bytes)).toBe('image/webp');
  });

  it('stores private presets in the private storage, keyed by uploader too, with their private URLs', async () => {
    const photo = await jpeg(800, 600);
    const mine = await images.upload(photo, { preset: 'document', uploadedBy: 'seller-1' });
    const theirs = await images.upload(photo, { preset: 'document', uploadedBy: 'seller-2' });
    expect(mine.url).toBe(`/api/images/private/${mine.sizes.full.key}`);
    expect(theirs.sizes.full.key).not.toBe(mine.sizes.full.key);
    expect(await images.storage.get(mine.sizes.full.key)).toBeNull();
    expect(await images.privateStorage!.get(mine.sizes.full.key)).not.toBeNull();
    expect(rows.filter((r) => r.preset === 'document').every((r) => r.visibility === 'private')).toBe(true);
    const report = await images.upload(photo, { preset: 'report', uploadedBy: 'buyer-1' });
    expect(report.url).toMatch(/^\/api\/images\/private\//);
  });

  it('refuses a private preset when the service has no private storage', async () => {
    const publicOnly = createImages({ storage: images.storage, maxBytes: 512 * 1024 });
    await expect(publicOnly.upload(await jpeg(10, 10), { preset: 'document', uploadedBy: 'u' })).rejects.toThrow(/no private image storage/);
    expect(() => createImages({ storage: images.privateStorage!, maxBytes: 1 })).toThrow(/must be public/);
  });
});
