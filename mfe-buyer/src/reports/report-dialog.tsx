import { lazy, Suspense, useState } from 'react';
import type { ReportType } from '@haat/contracts/report-rules';
import { ModalDialog } from '../common/modal-dialog.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

// The form (with the picture tools) loads the first time someone reports something.
const ReportForm = lazy(() => import('./report-form.tsx').then((m) => ({ default: m.ReportForm })));

/** What is reported: the type (which also names it in the title: 'Report store', 'Report offer') and its id. */
export type ReportTarget = { reportType: ReportType; reportedItem: string };

/**
 * The one report dialog (spec §2) for a store, an offer and a review, sent to POST /reports. The
 * opener checks the login (useReportDialog). The form mounts only while open, so closing resets it;
 * while it is sending, Escape and the backdrop do nothing.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const t = useT(messages);
  const [sending, setSending] = useState(false);
  return (
    <ModalDialog open={target !== null} onClose={onClose} labelledBy="report-dialog-title" dismissible={!sending}>
      {target ? (
        <Suspense fallback={<p className="muted" role="status" id="report-dialog-title">{t('reports.loading')}</p>}>
          <ReportForm target={target} onClose={onClose} onSendingChange={setSending} />
        </Suspense>
      ) : null}
    </ModalDialog>
  );
}
