import { z } from 'zod';
import { baseConfigSchema, gatewaySecretConfigShape, portSchema, requiredSecret, signInLimitsConfigShape } from '@haat/server-kit';
import { accountConfigShape } from './accounts/account-config.ts';
import { verificationConfigShape } from './verification/verification-config.ts';

export const identityConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4101),
  /** PEM (PKCS#8) of the Ed25519 key that signs session tokens (its public half is JWT_PUBLIC_KEY). */
  JWT_PRIVATE_KEY: requiredSecret('JWT_PRIVATE_KEY'),
  ...accountConfigShape,
  ...verificationConfigShape,
  /** The sign-in limits per client address, counted here for the gateway too (server-kit sign-in-limits.ts). */
  ...signInLimitsConfigShape,
  /** Set: X-Forwarded-For is believed only on calls that carry the gateway's proof (auth/client-address.ts). */
  ...gatewaySecretConfigShape,
  /** Required to start (the shared verification shape leaves it optional for partial test configs). */
  OTP_SECRET: requiredSecret('OTP_SECRET', 32),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
