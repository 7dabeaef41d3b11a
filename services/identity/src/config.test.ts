import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@haat/server-kit';
import { identityConfigSchema } from './config.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'haat-identity-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('identity configuration', () => {
  it('refuses to start without a signing key and OTP secret outside local development', () => {
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0', JWT_PUBLIC_KEY: 'a public key' };
    const load = () => loadConfig(identityConfigSchema, env, { localSecretsDir: path.join(scratch, 'secrets') });
    expect(load).toThrow(/JWT_PRIVATE_KEY: not set/);
    expect(load).toThrow(/OTP_SECRET: not set/);
  });

  it('in local development signs with the key pair and OTP secret kept under .haat/secrets', () => {
    const config = loadConfig(identityConfigSchema, {}, { localSecretsDir: path.join(scratch, 'secrets') });
    expect(config.JWT_PRIVATE_KEY).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(config.OTP_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});
