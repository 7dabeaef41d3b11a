/** Reading who did something (an admin, a buyer) out of a reply: `{ id, name }`. Zod-free. */
import type { Actor } from './moderation.ts';
import { asRecord, idOf, readText } from './reply-fields.ts';

/** Who filed, reviewed or acted: an id and a display name ('' for either the reply lacks). */
export const readActor = (value: unknown): Actor => ({ id: idOf(value), name: readText(asRecord(value)['name']) });

/** Who reviewed or handled something; null while nobody has (or the reply names no one). */
export const readActorOrNull = (value: unknown): Actor | null => (idOf(value) ? readActor(value) : null);
