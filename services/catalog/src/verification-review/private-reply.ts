/** The console's replies name identity documents: no cache anywhere may keep them. */
export const PRIVATE_REPLY = { 'Cache-Control': 'private, no-store' } as const;
