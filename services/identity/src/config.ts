import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const identityConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4101),
  /** PEM (PKCS#8) of the Ed25519 key that signs session tokens; a labelled development key is used when unset outside production. */
  JWT_PRIVATE_KEY: z.string().optional(),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
