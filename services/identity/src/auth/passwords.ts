import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane. */
const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id, // the package's const enum cannot be read at run time under isolatedModules
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real check when the e-mail is unknown, so the reply time does not tell
 * whether an account exists. The hash is of random bytes: nothing can ever match it.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  await verifyPassword(await dummyHash, password);
  return false;
}
