import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_FILE, readOrCreateGatewaySecret, readOrCreateSecrets, SECRET_FILES } from './local-secrets.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'haat-secrets-')), 'secrets');
  dirs.push(path.dirname(dir));
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('local secrets', () => {
  it('makes a key pair and an OTP secret on first use, readable by the owner only', () => {
    const dir = freshDir();
    const secrets = readOrCreateSecrets(dir);
    const publicOfPrivate = createPublicKey(createPrivateKey(secrets.JWT_PRIVATE_KEY)).export({ type: 'spki', format: 'pem' }).toString().trim();
    expect(secrets.JWT_PUBLIC_KEY).toBe(publicOfPrivate);
    expect(createPrivateKey(secrets.JWT_PRIVATE_KEY).asymmetricKeyType).toBe('ed25519');
    expect(secrets.OTP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir).toSorted()).toEqual(Object.values(SECRET_FILES).toSorted());
    for (const file of Object.values(SECRET_FILES)) expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
  });

  it('reuses what it made: the same keys and secret on every later call', () => {
    const dir = freshDir();
    const first = readOrCreateSecrets(dir);
    expect(readOrCreateSecrets(dir)).toEqual(first);
  });

  it('never replaces an existing secret, and makes only what is missing', () => {
    const dir = freshDir();
    const first = readOrCreateSecrets(dir);
    rmSync(path.join(dir, SECRET_FILES.JWT_PUBLIC_KEY));
    writeFileSync(path.join(dir, SECRET_FILES.OTP_SECRET), 'an-operator-chosen-secret-of-more-than-32-chars\n', { mode: 0o600 });
    const second = readOrCreateSecrets(dir);
    expect(second).toEqual({ ...first, OTP_SECRET: 'an-operator-chosen-secret-of-more-than-32-chars' });
  });

  it('makes two different secrets in two places', () => {
    const a = readOrCreateSecrets(freshDir());
    const b = readOrCreateSecrets(freshDir());
    expect(a.JWT_PRIVATE_KEY).not.toBe(b.JWT_PRIVATE_KEY);
    expect(a.OTP_SECRET).not.toBe(b.OTP_SECRET);
  });

  it('makes the gateway secret once, beside the keys, and never in local development\'s set', () => {
    const dir = freshDir();
    readOrCreateSecrets(dir);
    expect(readdirSync(dir)).not.toContain(GATEWAY_SECRET_FILE);
    const secret = readOrCreateGatewaySecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, GATEWAY_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(readOrCreateGatewaySecret(dir)).toBe(secret);
    expect(readOrCreateGatewaySecret(freshDir())).not.toBe(secret);
  });
});
