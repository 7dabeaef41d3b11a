import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { bearerToken, createTokenSigner, createTokenVerifier, keyId, loadVerificationKeys } from './tokens.ts';

const subject = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', role: 'seller' as const, name: 'Ravi', email: 'ravi@example.in' };
const keyPair = () => generateKeyPairSync('ed25519');
const publicPem = (pair: ReturnType<typeof keyPair>) => pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());

/** A well-formed token in every way but its header, signed by `pair`. */
const tokenWithHeader = (pair: ReturnType<typeof keyPair>, header: { alg: string; kid?: string }) =>
  new SignJWT({ role: 'seller', name: 'Ravi', email: 'ravi@example.in' })
    .setProtectedHeader(header).setSubject(subject.id).setJti('j-1').setIssuer('haat-identity').setAudience('haat').setIssuedAt().setExpirationTime('1h')
    .sign(pair.privateKey);

describe('tokens', () => {
  const current = keyPair();

  it('verifies what identity signed, with role and a unique id', async () => {
    const sign = createTokenSigner(current.privateKey);
    const verify = createTokenVerifier(current.publicKey);
    const a = await sign(subject);
    const b = await sign(subject);
    expect(a.jti).not.toBe(b.jti);
    await expect(verify(a.token)).resolves.toMatchObject({ id: subject.id, role: 'seller', jti: a.jti });
  });
  it('refuses a token signed by another key, and an expired one', async () => {
    const other = keyPair();
    const verify = createTokenVerifier(current.publicKey);
    const forged = await createTokenSigner(other.privateKey)(subject);
    await expect(verify(forged.token)).rejects.toMatchObject({ status: 401 });
    const expired = await createTokenSigner(current.privateKey, { lifetimeSeconds: -10 })(subject);
    await expect(verify(expired.token)).rejects.toMatchObject({ status: 401 });
  });
  it('names the signing key in the header by its RFC 7638 thumbprint', async () => {
    const { token } = await createTokenSigner(current.privateKey)(subject);
    expect(headerOf(token)).toEqual({ alg: 'EdDSA', kid: await keyId(current.publicKey) });
    expect(await keyId(current.privateKey)).toBe(await keyId(current.publicKey));
  });
  it('accepts a token of the previous key only while JWT_PREVIOUS_PUBLIC_KEY is set', async () => {
    const previous = keyPair();
    const old = await createTokenSigner(previous.privateKey)(subject);
    const fresh = await createTokenSigner(current.privateKey)(subject);
    const rotating = createTokenVerifier(loadVerificationKeys({ JWT_PUBLIC_KEY: publicPem(current), JWT_PREVIOUS_PUBLIC_KEY: publicPem(previous) }));
    await expect(rotating(old.token)).resolves.toMatchObject({ id: subject.id });
    await expect(rotating(fresh.token)).resolves.toMatchObject({ id: subject.id });
    const rotated = createTokenVerifier(loadVerificationKeys({ JWT_PUBLIC_KEY: publicPem(current) }));
    await expect(rotated(old.token)).rejects.toMatchObject({ status: 401 });
    await expect(rotated(fresh.token)).resolves.toMatchObject({ id: subject.id });
  });
  it('refuses a token without a key id, or naming a key it does not hold, even when the signature is good', async () => {
    const verify = createTokenVerifier(current.publicKey);
    await expect(verify(await tokenWithHeader(current, { alg: 'EdDSA' }))).rejects.toMatchObject({ status: 401 });
    await expect(verify(await tokenWithHeader(current, { alg: 'EdDSA', kid: 'some-other-key' }))).rejects.toMatchObject({ status: 401 });
    await expect(verify(await tokenWithHeader(current, { alg: 'EdDSA', kid: await keyId(current.publicKey) }))).resolves.toMatchObject({ id: subject.id });
  });
  it('reads only Bearer authorization headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
