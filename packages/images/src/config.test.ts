import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageConfigFields, privateStorageFromConfig, storageFromConfig } from './config.ts';

const parse = (env: Record<string, string>) => z.object(imageConfigFields).parse(env);
const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'haat', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
const KEY = `${'ab'.repeat(32)}.webp`;

describe('image storage from configuration', () => {
  it('defaults to .haat/images under the repository, public URLs at /api/images', () => {
    const config = parse({});
    expect(config.IMAGE_DIR).toBe(path.resolve(import.meta.dirname, '../../../.haat/images'));
    expect(storageFromConfig(config)).toMatchObject({ visibility: 'public' });
    expect(storageFromConfig(config).url(KEY)).toBe(`/api/images/${KEY}`);
  });

  it('puts private images apart, with the URL the service gives', () => {
    const storage = privateStorageFromConfig(parse({}), { area: 'moderation', url: (key) => `/api/reports/images/${key}` });
    expect(storage.visibility).toBe('private');
    expect(storage.url(KEY)).toBe(`/api/reports/images/${KEY}`);
    expect(() => privateStorageFromConfig(parse({}), { area: '../x', url: String })).toThrow(/bad area/);
  });

  it('needs S3 keys with an endpoint and bucket, and a separate private bucket behind a public image URL', () => {
    expect(() => storageFromConfig(parse({ S3_ENDPOINT: 'http://s3', S3_BUCKET: 'b' }))).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required/);
    expect(privateStorageFromConfig(parse(s3), { area: 'catalog', url: String }).visibility).toBe('private');
    const cdn = { ...s3, PUBLIC_IMAGE_BASE_URL: 'https://cdn.example.in/img' };
    expect(() => privateStorageFromConfig(parse(cdn), { area: 'catalog', url: String })).toThrow(/S3_PRIVATE_BUCKET/);
    expect(privateStorageFromConfig(parse({ ...cdn, S3_PRIVATE_BUCKET: 'haat-private' }), { area: 'catalog', url: String }).visibility).toBe('private');
  });
});
