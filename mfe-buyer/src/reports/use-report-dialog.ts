import { toast, useSession } from '@haat/web-kit';
import { useState } from 'react';
import type { ReportTarget } from './report-dialog.tsx';
import { loginToReportText } from './report-texts.ts';

/** Which item the report dialog is open for; a visitor is asked to log in instead (spec §5). */
export function useReportDialog() {
  const { user } = useSession();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const open = (next: ReportTarget) => {
    if (!user) return void toast.info(loginToReportText(next.reportType));
    setTarget(next);
  };
  return { target, open, close: () => setTarget(null) };
}
