import { describeError, isApiError, toast } from '@haat/web-kit';
import type { BulkInventoryRowError } from '@haat/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { bulkStock } from './products-api.ts';

type Failure = { line: number; product: string; reason: string };
const EXAMPLE = 'product,quantity\nBasmati Rice 5 kg,20\n3f2b6a3e-8c1e-4a57-9a0b-2d5c1e7f9a10,0';

/** The rows a refusal named, if the error is one (400 with `rows`). */
function refusedRows(err: unknown): BulkInventoryRowError[] | null {
  if (!isApiError(err) || err.status !== 400 || !Array.isArray(err.body?.['rows'])) return null;
  return err.body['rows'] as BulkInventoryRowError[];
}

/**
 * Stock for many products at once, from CSV text pasted or a .csv file picked: columns product (id
 * or exact name) and quantity, optionally variant. All or nothing: when the server refuses, every
 * failing row is listed with its line in the file, and nothing was changed.
 */
export function BulkStockPanel({ storeId, open, onDone }: { storeId: string; open: boolean; onDone: () => void }) {
  const fileId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 1_000_000) return setProblem('The file is larger than 1 MB; split it into smaller files.');
    setText(await file.text());
    setProblem(null);
    setFailures([]);
  };

  const send = async () => {
    setBusy(true);
    setProblem(null);
    setFailures([]);
    try {
      const { readStockCsv } = await import('./stock-csv.ts');
      const csv = await readStockCsv(text);
      if ('problem' in csv) return setProblem(csv.problem);
      try {
        const updated = await bulkStock({ storeId, updates: csv.rows });
        toast.success('Stock updated', `${updated} ${updated === 1 ? 'row' : 'rows'} saved.`);
        setText('');
        onDone();
      } catch (err) {
        const rows = refusedRows(err);
        if (!rows) throw err;
        setProblem(`Nothing was changed: ${rows.length === 1 ? '1 row needs' : `${rows.length} rows need`} fixing.`);
        setFailures(rows.map((r) => ({ line: csv.lines[r.row - 1] ?? r.row, product: r.product, reason: r.reason })));
      }
    } catch (err) {
      setProblem(describeError(err, 'Failed to update stock. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="card products-panel" open={open}>
      <summary><h2 id="bulk-stock-title" className="card__title">Bulk stock update</h2></summary>
      <p className="muted small">Paste CSV or choose a .csv file with the columns <code>product</code> (id or exact name) and <code>quantity</code>; add a <code>variant</code> column for variants. All rows are saved, or none.</p>
      <div className="field">
        <label className="field__label" htmlFor="bulk-stock-text">CSV text</label>
        <textarea id="bulk-stock-text" className="field__input bulk-stock__text" rows={5} placeholder={EXAMPLE} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      </div>
      <div className="bulk-stock__actions">
        <label className="btn btn--ghost btn--small" htmlFor={fileId}>Choose .csv file</label>
        <input id={fileId} className="visually-hidden" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void readFile(e)} />
        <button type="button" className="btn btn--primary btn--small" disabled={busy || !text.trim()} onClick={() => void send()}>{busy ? 'Updating...' : 'Update stock'}</button>
      </div>
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
      {failures.length > 0 ? (
        <table className="table bulk-stock__failures">
          <caption className="visually-hidden">Rows that need fixing</caption>
          <thead><tr><th scope="col">Line</th><th scope="col">Product</th><th scope="col">Problem</th></tr></thead>
          <tbody>{failures.map((f) => <tr key={f.line}><td>{f.line}</td><td>{f.product || '—'}</td><td>{f.reason}</td></tr>)}</tbody>
        </table>
      ) : null}
    </details>
  );
}
