import type { Redis } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { accountConfigOf } from '../account-config.ts';

/** `attempts` wrong passwords within `minutes` lock for `minutes` after the last of them. */
type FailureLimit = { attempts: number; minutes: number };

/**
 * Who is trying a password: the client address the gateway saw and, when the e-mail is known, the
 * account. Its session generation moves on with every new password, so guesses at an old password
 * stop counting once it is changed or reset.
 */
type SignInSource = { address: string; account?: { id: string; sessionGeneration: number } | undefined };

/** Which count locked an attempt (for the log). */
type LockedBy = 'account-and-address' | 'account' | 'address';

type LoginAttempt =
  | { locked: true; by: LockedBy; secondsLeft: number }
  | { locked: false; source: SignInSource; counts: number[] };

const failuresKey = (prefix: string, part: string) => `${prefix}:identity:login-failures:${part}`;

/** The Redis keys of the counts that apply to a source, in the order of `LockedBy`. */
export function loginFailureKeys(prefix: string, { address, account }: SignInSource): { by: LockedBy; key: string }[] {
  const accountPart = account && `account:${account.id}:${account.sessionGeneration}`;
  return [
    ...(accountPart ? [{ by: 'account-and-address' as const, key: failuresKey(prefix, `${accountPart}:address:${address}`) }] : []),
    ...(accountPart ? [{ by: 'account' as const, key: failuresKey(prefix, accountPart) }] : []),
    { by: 'address' as const, key: failuresKey(prefix, `address:${address}`) },
  ];
}

// KEYS: the counts; ARGV: each one's attempts, then each one's window in seconds. When any count is
// full, nothing is counted and the reply is {0, its index, its seconds left}; otherwise every count
// goes up by one (a fixed window from its first failure) and the reply is {1, the new counts...}.
const COUNT_ATTEMPT = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i]) then return {0, i, redis.call('TTL', key)} end
end
local reply = {1}
for i, key in ipairs(KEYS) do
  reply[i + 1] = redis.call('INCR', key)
  redis.call('EXPIRE', key, ARGV[#KEYS + i], 'NX')
end
return reply`;

/**
 * Wrong passwords are counted three ways, so a stranger's guesses cannot lock the owner out:
 * - per account and client address (the tight one): one guesser is stopped, others are not;
 * - per account over all addresses (a high backstop): guessing from many addresses is stopped;
 * - per client address over all accounts, unknown e-mails too: credential stuffing is stopped.
 * An attempt is counted in one Redis step before its password is checked, so parallel guesses
 * cannot slip past a count; a locked attempt checks no password and counts nothing. A right password
 * clears its account-and-address count and takes itself back off the other two.
 */
function createLoginLockout({ redis, prefix, perAccountAndAddress, perAccount, perAddress }: {
  redis: Redis;
  prefix: string;
  perAccountAndAddress: FailureLimit;
  perAccount: FailureLimit;
  perAddress: FailureLimit;
}) {
  const limits: Record<LockedBy, FailureLimit> = { 'account-and-address': perAccountAndAddress, account: perAccount, address: perAddress };
  const countsOf = (source: SignInSource) => loginFailureKeys(prefix, source).map(({ by, key }) => ({ by, key, ...limits[by] }));

  return {
    async begin(source: SignInSource): Promise<LoginAttempt> {
      const counts = countsOf(source);
      const reply = (await redis.eval(
        COUNT_ATTEMPT,
        counts.length,
        ...counts.map((c) => c.key),
        ...counts.map((c) => c.attempts),
        ...counts.map((c) => c.minutes * 60),
      )) as number[];
      if (reply[0] === 0) return { locked: true, by: counts[reply[1]! - 1]!.by, secondsLeft: Math.max(1, reply[2]!) };
      return { locked: false, source, counts: reply.slice(1) };
    },
    /** The attempt's password was wrong: a count it filled is locked for its whole length from now. */
    async failed(attempt: LoginAttempt): Promise<void> {
      if (attempt.locked) return;
      const filled = countsOf(attempt.source).filter((c, i) => attempt.counts[i] === c.attempts);
      if (filled.length === 0) return;
      const pipeline = redis.pipeline();
      for (const c of filled) pipeline.expire(c.key, c.minutes * 60);
      await pipeline.exec();
    },
    async succeeded(attempt: LoginAttempt): Promise<void> {
      if (attempt.locked) return;
      const steps = redis.multi();
      for (const c of countsOf(attempt.source)) {
        if (c.by === 'account-and-address') steps.del(c.key);
        // The expiry again: if the window ran out meanwhile, the -1 must not be left to live forever.
        else steps.decr(c.key).expire(c.key, c.minutes * 60, 'NX');
      }
      await steps.exec();
    },
  };
}
export type LoginLockout = ReturnType<typeof createLoginLockout>;

export function loginLockoutFor(ctx: IdentityContext): LoginLockout {
  const settings = accountConfigOf(ctx.config);
  return createLoginLockout({
    redis: ctx.redis,
    prefix: ctx.config.HAAT_PREFIX,
    perAccountAndAddress: { attempts: settings.LOGIN_LOCKOUT_ATTEMPTS, minutes: settings.LOGIN_LOCKOUT_MINUTES },
    perAccount: { attempts: settings.LOGIN_LOCKOUT_ACCOUNT_ATTEMPTS, minutes: settings.LOGIN_LOCKOUT_ACCOUNT_MINUTES },
    perAddress: { attempts: settings.LOGIN_LOCKOUT_ADDRESS_ATTEMPTS, minutes: settings.LOGIN_LOCKOUT_MINUTES },
  });
}
