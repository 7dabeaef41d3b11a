import { describeError, isApiError, toast, withTags } from '@haat/web-kit';
import type { BulkInventoryRowError } from '@haat/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { bulkStock } from './products-api.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type Failure = { line: number; product: string; reason: string };

/** A column's name inside the instructions, as typed in the file. */
const CODE_TAG = { code: (name: string) => <code>{name}</code> };

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
  const t = useT(messages);
  const fileId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 1_000_000) return setProblem(t('products.fileTooLarge'));
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
        toast.success(t('products.stockUpdated'), t('products.rowsSaved', { count: updated }));
        setText('');
        onDone();
      } catch (err) {
        const rows = refusedRows(err);
        if (!rows) throw err;
        setProblem(t('products.nothingChanged', { count: rows.length }));
        setFailures(rows.map((r) => ({ line: csv.lines[r.row - 1] ?? r.row, product: r.product, reason: r.reason })));
      }
    } catch (err) {
      setProblem(describeError(err, t('products.stockFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="card products-panel" open={open}>
      <summary><h2 id="bulk-stock-title" className="card__title">{t('products.bulkTitle')}</h2></summary>
      <p className="muted small">{withTags(t('products.bulkIntro'), CODE_TAG)}</p>
      <div className="field">
        <label className="field__label" htmlFor="bulk-stock-text">{t('products.csvText')}</label>
        <textarea id="bulk-stock-text" className="field__input bulk-stock__text" rows={5} placeholder={t('products.csvExample')} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      </div>
      <div className="bulk-stock__actions">
        <label className="btn btn--ghost btn--small" htmlFor={fileId}>{t('products.chooseCsv')}</label>
        <input id={fileId} className="visually-hidden" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void readFile(e)} />
        <button type="button" className="btn btn--primary btn--small" disabled={busy || !text.trim()} onClick={() => void send()}>{busy ? t('products.updating') : t('products.updateStock')}</button>
      </div>
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
      {failures.length > 0 ? (
        <table className="table bulk-stock__failures">
          <caption className="visually-hidden">{t('products.failuresCaption')}</caption>
          <thead><tr><th scope="col">{t('products.line')}</th><th scope="col">{t('products.columnProduct')}</th><th scope="col">{t('products.problem')}</th></tr></thead>
          <tbody>{failures.map((f) => <tr key={f.line}><td>{f.line}</td><td>{f.product || '—'}</td><td>{f.reason}</td></tr>)}</tbody>
        </table>
      ) : null}
    </details>
  );
}
