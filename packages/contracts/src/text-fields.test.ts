import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';

/**
 * Every text field of every request body and query the contracts define refuses control
 * characters, so a new field cannot forget it: the walk finds each string in a schema (inside
 * objects, lists, optionals, defaults, pipes, unions) and feeds it a text with one inside.
 */
type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** Passwords are hashed, never stored as text: any character may be part of one. */
const EXEMPT = new Set(['password', 'confirmPassword', 'currentPassword', 'newPassword']);

function stringFields(schema: z.ZodType, path: string, found: [string, z.ZodType][] = []): [string, z.ZodType][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': found.push([path, schema]); break;
    case 'object': for (const [key, field] of Object.entries(def.shape!)) if (!EXEMPT.has(key)) stringFields(field, `${path}.${key}`, found); break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': stringFields(def.innerType!, path, found); break;
    case 'array': stringFields(def.element!, `${path}[]`, found); break;
    // A string piped on (e.g. trimmed, then checked as an e-mail) is one field: it is fed whole.
    case 'pipe': if (stringFields(def.in!, path).length > 0) found.push([path, schema]); else stringFields(def.out!, path, found); break;
    case 'union': def.options!.forEach((option) => stringFields(option, path, found)); break;
    default: break; // numbers, booleans, enums, literals, transforms: no text of their own
  }
  return found;
}

const requestSchemas = Object.entries(contracts)
  .filter(([name, value]) => /(Body|Query)Schema$/.test(name) && typeof value === 'object' && value !== null && '_zod' in value) as [string, z.ZodType][];
const fields = requestSchemas.flatMap(([name, schema]) => stringFields(schema, name));

describe('text fields of request bodies and queries', () => {
  it('are found (the walk reaches into the schemas)', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    expect(fields.map(([path]) => path)).toEqual(expect.arrayContaining([
      'registerBodySchema.name', 'createStoreBodySchema.tags[]', 'productSearchQuerySchema.q', 'createReviewBodySchema.comment',
      'placeOrderBodySchema.shippingAddress.address', 'banCustomerBodySchema.banReason', 'requestReturnBodySchema.reason',
    ]));
  });

  it.each(['\u0000', '\u0001', '\u001b', '\u007f'])('refuse a text with %j inside, whichever field', (control) => {
    const accepted = fields.filter(([, schema]) => schema.safeParse(`Sharma ${control} Kirana 411038`).success).map(([path]) => path);
    expect(accepted).toEqual([]);
  });
});
