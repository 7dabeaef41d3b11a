import { describe, expect, it } from 'vitest';
import { readStockCsv } from './stock-csv.ts';

describe('reading a stock CSV', () => {
  it('takes product and quantity columns in any order and case, quoted names with commas, an optional variant', async () => {
    const csv = 'Qty,Product,Variant\r\n12,"Rice, Basmati",\n\n0,3f2b6a3e-8c1e-4a57-9a0b-2d5c1e7f9a10,1 kg\n';
    expect(await readStockCsv(csv)).toEqual({
      rows: [{ product: 'Rice, Basmati', quantity: '12' }, { product: '3f2b6a3e-8c1e-4a57-9a0b-2d5c1e7f9a10', quantity: '0', variant: '1 kg' }],
      lines: [2, 4],
    });
  });

  it('leaves quantities as typed for the server to judge, and says what is wrong with a file it cannot read', async () => {
    expect(await readStockCsv('product,quantity\nAtta,-3')).toMatchObject({ rows: [{ product: 'Atta', quantity: '-3' }] });
    expect(await readStockCsv('')).toEqual({ problem: 'The CSV is empty.' });
    expect(await readStockCsv('name,price\nAtta,3')).toMatchObject({ problem: expect.stringContaining('product (id or name) and quantity') });
    expect(await readStockCsv('product,quantity')).toEqual({ problem: 'The CSV has no rows under its header.' });
  });
});
