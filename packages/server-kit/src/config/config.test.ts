import { createHash, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenSigner, createTokenVerifier, loadVerificationKeys } from '../auth/index.ts';
import { gatewaySecretConfigShape } from '../http/gateway-proof.ts';
import { natsCredentialsOf } from '../messaging/nats.ts';
import { baseConfigSchema, loadConfig } from './config.ts';

const subject = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', role: 'superadmin' as const, name: 'Root', email: 'root@example.in' };

/** The development key the source used to derive from a public seed: anyone could sign with it. */
function formerDevelopmentKey() {
  const seed = createHash('sha256').update('haat development signing key - never use in production').digest();
  return createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' });
}

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const pem = () => {
  const pair = generateKeyPairSync('ed25519');
  return { private: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), public: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

describe('configuration of keys and secrets', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    const localSecretsDir = path.join(scratch(), 'secrets');
    expect(loadConfig(baseConfigSchema, {}, { localSecretsDir }).HOST).toBe('127.0.0.1');
    expect(loadConfig(baseConfigSchema, { HOST: '0.0.0.0', JWT_PUBLIC_KEY: pem().public }, { localSecretsDir }).HOST).toBe('0.0.0.0');
  });

  it('refuses a token signed with the former built-in development key, on a default local set-up', async () => {
    const localSecretsDir = path.join(scratch(), 'secrets');
    const config = loadConfig(baseConfigSchema, { NODE_ENV: 'development' }, { localSecretsDir });
    const verify = createTokenVerifier(loadVerificationKeys(config));
    const forged = await createTokenSigner(formerDevelopmentKey())(subject);
    await expect(verify(forged.token)).rejects.toMatchObject({ status: 401 });
    // As tokens were signed before key ids: no kid at all.
    const legacy = await new SignJWT({ role: 'superadmin', name: 'Root', email: 'root@example.in' })
      .setProtectedHeader({ alg: 'EdDSA' }).setSubject(subject.id).setJti('j').setIssuer('haat-identity').setAudience('haat').setIssuedAt().setExpirationTime('1h')
      .sign(formerDevelopmentKey());
    await expect(verify(legacy)).rejects.toMatchObject({ status: 401 });
  });

  it('in local development takes the keys from .haat/secrets, the same ones every time', () => {
    const localSecretsDir = path.join(scratch(), 'secrets');
    const first = loadConfig(baseConfigSchema, { HOST: 'localhost' }, { localSecretsDir });
    const second = loadConfig(baseConfigSchema, { NODE_ENV: 'test', HOST: '::1' }, { localSecretsDir });
    expect(first.JWT_PUBLIC_KEY).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(second.JWT_PUBLIC_KEY).toBe(first.JWT_PUBLIC_KEY);
  });

  it.each([
    ['listening on every interface', { HOST: '0.0.0.0' }],
    ['in production, even on loopback', { NODE_ENV: 'production', HOST: '127.0.0.1' }],
  ])('refuses to start without keys %s, and makes none', (_, env) => {
    const localSecretsDir = path.join(scratch(), 'secrets');
    expect(() => loadConfig(baseConfigSchema, env, { localSecretsDir })).toThrow(/JWT_PUBLIC_KEY: not set: give JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE/);
    expect(existsSync(localSecretsDir)).toBe(false);
  });

  it('reads secrets from <NAME>_FILE, and refuses a secret given both ways', () => {
    const dir = scratch();
    const current = pem();
    const previous = pem();
    writeFileSync(path.join(dir, 'public.pem'), current.public);
    writeFileSync(path.join(dir, 'previous.pem'), previous.public);
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0', JWT_PUBLIC_KEY_FILE: path.join(dir, 'public.pem'), JWT_PREVIOUS_PUBLIC_KEY_FILE: path.join(dir, 'previous.pem') } as const;
    const config = loadConfig(baseConfigSchema, env);
    expect(config.JWT_PUBLIC_KEY).toBe(current.public.trim());
    expect(config.JWT_PREVIOUS_PUBLIC_KEY).toBe(previous.public.trim());
    expect(() => loadConfig(baseConfigSchema, { ...env, JWT_PUBLIC_KEY: current.public })).toThrow(/set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE, not both/);
    expect(() => loadConfig(baseConfigSchema, { ...env, JWT_PUBLIC_KEY_FILE: path.join(dir, 'missing.pem') })).toThrow(/JWT_PUBLIC_KEY_FILE: cannot read/);
  });

  it('signs in to NATS as the app, with the password from NATS_PASSWORD or its file; without one, no credentials', () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'catalog'), 'catalog-secret\n');
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0', JWT_PUBLIC_KEY: pem().public } as const;
    expect(natsCredentialsOf(loadConfig(baseConfigSchema, { ...env, NATS_PASSWORD_FILE: path.join(dir, 'catalog') }), 'catalog')).toEqual({ user: 'catalog', password: 'catalog-secret' });
    expect(natsCredentialsOf(loadConfig(baseConfigSchema, { ...env, NATS_USER: 'catalog-2', NATS_PASSWORD: 'p' }), 'catalog')).toEqual({ user: 'catalog-2', password: 'p' });
    expect(natsCredentialsOf(loadConfig(baseConfigSchema, { ...env, NATS_USER: '', NATS_PASSWORD: '' }), 'catalog')).toBeUndefined();
  });

  it('takes the gateway secret from GATEWAY_SECRET or its file, optional and never made up', () => {
    const dir = scratch();
    const secret = 'a-gateway-secret-of-more-than-32-characters';
    writeFileSync(path.join(dir, 'gateway-secret'), `${secret}\n`);
    const schema = baseConfigSchema.extend(gatewaySecretConfigShape);
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0', JWT_PUBLIC_KEY: pem().public } as const;
    expect(loadConfig(schema, { ...env, GATEWAY_SECRET_FILE: path.join(dir, 'gateway-secret') }).GATEWAY_SECRET).toBe(secret);
    expect(loadConfig(schema, { ...env, GATEWAY_SECRET: secret }).GATEWAY_SECRET).toBe(secret);
    expect(loadConfig(schema, { ...env, GATEWAY_SECRET: '' }).GATEWAY_SECRET).toBeUndefined();
    expect(loadConfig(schema, {}, { localSecretsDir: path.join(dir, 'secrets') }).GATEWAY_SECRET).toBeUndefined();
    expect(() => loadConfig(schema, { ...env, GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET must be at least 32 characters/);
  });
});
