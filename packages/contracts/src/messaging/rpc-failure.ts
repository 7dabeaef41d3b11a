import { z } from 'zod';

/** How every request-reply endpoint refuses: an HTTP-like status, an error name and a message. */
export const rpcFailureSchema = z.object({ ok: z.literal(false), status: z.number().int(), error: z.string(), message: z.string() });
export type RpcFailure = z.infer<typeof rpcFailureSchema>;
/** A request acting for one user (its token) that names another user's id is refused with this 403. */
export const RPC_TEXTS = { otherUser: 'You can only do this for your own account.' } as const;
