import type { ReactNode } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The heading of a row-actions column: read out ('Actions'), not shown. */
export const ACTIONS_COLUMN = { actions: true } as const;

/** A column heading: its text, or the text with `num` (figures, right-aligned) or `hidden` (read out only); or the actions column. */
export type Column = string | { label: string; num?: boolean; hidden?: boolean } | typeof ACTIONS_COLUMN;

/** The console's table: scrolls on its own when narrow, a caption for screen readers, the headings, then `children` (the rows). */
export function AdminTable({ caption, columns, children }: { caption: string; columns: readonly Column[]; children: ReactNode }) {
  const t = useT(messages);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, num = false, hidden = false } = typeof column === 'string' ? { label: column }
                : 'actions' in column ? { label: t('common.actions'), hidden: true } : column;
              return <th key={label} scope="col" className={num ? 'num' : undefined}>{hidden ? <span className="visually-hidden">{label}</span> : label}</th>;
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a row: its buttons. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td data-label="">
      <div className="admin-table__actions">{children}</div>
    </td>
  );
}
