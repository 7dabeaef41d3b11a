import type { BulkInventoryBody } from '@haat/contracts';
import { BULK_INVENTORY_MAX } from '@haat/contracts/product-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

type Row = BulkInventoryBody['updates'][number];
/** The rows to send, each with the CSV line it came from (the server numbers rows in the order sent). */
export type StockCsv = { rows: Row[]; lines: number[] } | { problem: string };

const PRODUCT_HEADERS = ['product', 'product id', 'productid', 'id', 'name', 'product name', 'sku'];
const QUANTITY_HEADERS = ['quantity', 'qty', 'stock'];
const VARIANT_HEADERS = ['variant', 'variant name'];

const findColumn = (header: string[], names: string[]) => header.findIndex((h) => names.includes(h.trim().toLowerCase()));

/**
 * The CSV text's rows: a header naming a product column (id or name) and a quantity column, an
 * optional variant column; blank lines skipped. Quantities stay text: the server checks them and
 * names every bad row. Papa Parse is loaded on first use, so the page itself stays small.
 */
export async function readStockCsv(text: string): Promise<StockCsv> {
  const { default: Papa } = await import('papaparse');
  // Blank lines are kept while parsing so each record's index is its line in the file (from 0).
  const all = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), { skipEmptyLines: false, newline: '\n' }).data;
  const filled = all.map((cells, index) => ({ cells, line: index + 1 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [first, ...records] = filled;
  const header = first?.cells;
  if (!header) return { problem: translate(messages, 'products.csvEmpty') };
  const product = findColumn(header, PRODUCT_HEADERS);
  const quantity = findColumn(header, QUANTITY_HEADERS);
  const variant = findColumn(header, VARIANT_HEADERS);
  if (product < 0 || quantity < 0) return { problem: translate(messages, 'products.csvHeader') };
  if (records.length === 0) return { problem: translate(messages, 'products.csvNoRows') };
  if (records.length > BULK_INVENTORY_MAX) return { problem: translate(messages, 'products.csvTooMany', { max: BULK_INVENTORY_MAX, count: records.length }) };
  const rows = records.map(({ cells }): Row => {
    const row: Row = { product: (cells[product] ?? '').trim(), quantity: (cells[quantity] ?? '').trim() };
    const name = variant >= 0 ? (cells[variant] ?? '').trim() : '';
    return name ? { ...row, variant: name } : row;
  });
  return { rows, lines: records.map((r) => r.line) };
}
