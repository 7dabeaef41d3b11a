import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { bearerToken, createTokenSigner, createTokenVerifier, loadPrivateKey, loadPublicKey } from './tokens.ts';

const subject = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', role: 'seller' as const, name: 'Ravi', email: 'ravi@example.in' };

describe('tokens', () => {
  it('verifies what identity signed, with role and a unique id', async () => {
    const sign = createTokenSigner(loadPrivateKey(undefined, 'development'));
    const verify = createTokenVerifier(loadPublicKey(undefined, 'development'));
    const a = await sign(subject);
    const b = await sign(subject);
    expect(a.jti).not.toBe(b.jti);
    await expect(verify(a.token)).resolves.toMatchObject({ id: subject.id, role: 'seller', jti: a.jti });
  });
  it('refuses a token signed by another key, and an expired one', async () => {
    const other = generateKeyPairSync('ed25519');
    const verify = createTokenVerifier(loadPublicKey(undefined, 'development'));
    const forged = await createTokenSigner(other.privateKey)(subject);
    await expect(verify(forged.token)).rejects.toMatchObject({ status: 401 });
    const expired = await createTokenSigner(loadPrivateKey(undefined, 'development'), { lifetimeSeconds: -10 })(subject);
    await expect(verify(expired.token)).rejects.toMatchObject({ status: 401 });
  });
  it('refuses to run on the development key in production', () => {
    expect(() => loadPrivateKey(undefined, 'production')).toThrow(/JWT_PRIVATE_KEY must be set/);
    expect(() => loadPublicKey(undefined, 'production')).toThrow(/JWT_PUBLIC_KEY must be set/);
  });
  it('reads only Bearer authorization headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
