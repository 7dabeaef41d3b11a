import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

/** Messages one user may send per window (docs/decisions/0083-messages-order-exactly-once-and-limits.md); a load test lifts it. */
export const chatLimitsSchema = z.object({
  CHAT_MESSAGE_RATE_POINTS: z.coerce.number().int().min(1).default(30),
  CHAT_MESSAGE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(10),
});

export const chatConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4104), ...chatLimitsSchema.shape });
