// What moderation asks the catalog about a reported item (rpc.reportTarget).
export { serveReportTargetRpc } from './report-target-rpc.ts';
export { findReportTarget } from './report-target-repository.ts';
