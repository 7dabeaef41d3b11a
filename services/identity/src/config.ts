import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';
import { accountConfigShape } from './accounts/account-config.ts';
import { verificationConfigShape } from './verification/verification-config.ts';

export const identityConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4101),
  /** PEM (PKCS#8) of the Ed25519 key that signs session tokens; a labelled development key is used when unset outside production. */
  JWT_PRIVATE_KEY: z.string().optional(),
  ...accountConfigShape,
  ...verificationConfigShape,
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
