import { z } from 'zod';

/**
 * The header the gateway sends to a service with GATEWAY_SECRET, its proof that the call came
 * through it (and so that its X-Forwarded-For is the gateway's own). The gateway removes any
 * header of this name a client sends, with a secret or without.
 */
export const GATEWAY_PROOF_HEADER = 'x-haat-gateway';

/** The gateway's and identity's setting: the same secret in both (README, "Deployment: keys and secrets"). */
export const gatewaySecretConfigShape = {
  /**
   * Shared by the gateways and identity (or GATEWAY_SECRET_FILE). Set: identity believes
   * X-Forwarded-For only on calls that carry it, and counts every other call against the caller's
   * own address. Unset (npm start, the tests, identity on loopback): X-Forwarded-For is believed.
   */
  GATEWAY_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'GATEWAY_SECRET must be at least 32 characters').optional()),
};
