import { z } from 'zod';

/**
 * Forms send optional fields they left empty as "" (or null); treat those as absent, so an empty
 * phone box is not an invalid phone number. Everything else goes to `schema` unchanged.
 */
export function withBlankAsAbsent<S extends z.ZodType>(schema: S, fields: string[]) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const copy: Record<string, unknown> = { ...raw };
    for (const field of fields) {
      const value = copy[field];
      if (value === null || (typeof value === 'string' && value.trim() === '')) delete copy[field];
    }
    return copy;
  }, schema);
}
