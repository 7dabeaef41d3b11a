import type { ReactNode } from 'react';
import { Link } from '@haat/web-kit';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** One figure of the overview: loading, unknown (its call failed), or known, with a line under it; the tile opens its page. */
export function StatTile({ label, value, hint, to, alert = false, pending, failed }: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
  alert?: boolean;
  pending: boolean;
  failed: boolean;
}) {
  const t = useT(messages);
  const body = (
    <>
      <span className="admin-tile__label">{label}</span>
      <span className="admin-tile__value" aria-busy={pending || undefined}>{pending ? '…' : failed ? '—' : value}</span>
      <span className="admin-tile__hint">{failed ? t('overview.couldNotLoad') : hint}</span>
    </>
  );
  const className = `admin-tile${alert && !pending && !failed ? ' admin-tile--alert' : ''}`;
  return to ? <Link className={className} to={to}>{body}</Link> : <div className={className}>{body}</div>;
}
