import { z } from 'zod';

const blankAsNull = (raw: unknown) => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : raw);

/**
 * An optional field an edit may also clear: missing leaves it as it is, while an empty box ("" or
 * null) clears it. That is how a form says "remove my phone number".
 */
export const clearable = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsNull, schema.nullable()).optional();
