import { z } from 'zod';
import { errorReplyWith } from './envelope-schemas.ts';

/**
 * POST /api/products/bulk-inventory's 400 when rows are refused (product-rules.ts BulkInventoryRefusal):
 * the envelope with every refused row; a body that fails its schema gets the plain envelope.
 */
export const bulkInventoryRefusalSchema = errorReplyWith({
  rows: z.array(z.strictObject({ row: z.number().int(), product: z.string(), reason: z.string() })).optional(),
});
