import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { createReportEvidence } from './report-evidence.ts';
import { createReport } from './routes/create-report.ts';
import { deleteReport } from './routes/delete-report.ts';
import { getReport } from './routes/get-report.ts';
import { getReportStats } from './routes/get-report-stats.ts';
import { listReportsRoute } from './routes/list-reports.ts';
import { reportReview } from './routes/report-review.ts';
import { serveReportImage } from './routes/serve-report-image.ts';
import { updateReportStatus } from './routes/update-report-status.ts';

export { reportBodyLimits } from './report-evidence.ts';
export { seedDemoReports } from './seed-demo-reports.ts';

/**
 * The report queue: anyone signed in files reports (stores, offers, reviews) with evidence photos;
 * superadmins work the queue. Reported items are read from the catalog over NATS (rpc.reportTarget).
 */
export function mountReportRoutes(app: App, ctx: ModerationContext): void {
  const evidence = createReportEvidence(ctx.config);
  const auth = requireAuth(ctx.verifyToken);
  const superadmin = requireRole('superadmin');
  app.post('/api/reports', auth, createReport(ctx, evidence));
  app.post('/api/reviews/:id/report', auth, reportReview(ctx, evidence));
  // The fixed path before /:id, which would otherwise take it.
  app.get('/api/reports/stats', auth, superadmin, getReportStats(ctx));
  app.get('/api/reports', auth, superadmin, listReportsRoute(ctx));
  app.get('/api/reports/:id/images/:key', serveReportImage(ctx, evidence));
  app.get('/api/reports/:id', auth, superadmin, getReport(ctx));
  app.put('/api/reports/:id/status', auth, superadmin, updateReportStatus(ctx));
  app.delete('/api/reports/:id', auth, superadmin, deleteReport(ctx));
}
