import type { Context } from 'hono';
import { bearerToken, isUuid, notFound, type AppEnv, type AuthUser, type TokenVerifier } from '@haat/server-kit';
import { isImageKey, serveStoredImage } from '@haat/images';
import type { ModerationContext } from '../../context.ts';
import type { ReportEvidence } from '../report-evidence.ts';
import { findReport } from '../report-repository.ts';

const imageNotFound = () => notFound('Image not found');

/** The signed-in user, or null without a token (a bad token is still a 401). */
async function optionalUser(c: Context, verify: TokenVerifier): Promise<AuthUser | null> {
  const token = bearerToken(c.req.header('Authorization'));
  return token ? verify(token) : null;
}

/**
 * GET /api/reports/:id/images/:key: one evidence photo of a report, to superadmins and the reporter
 * only, `Cache-Control: private, no-store`. Anyone else, a key the report does not hold, or a deleted
 * report: 404, so nobody learns that the image exists.
 */
export function serveReportImage(ctx: ModerationContext, evidence: ReportEvidence) {
  return async (c: Context<AppEnv>) => {
    const user = await optionalUser(c, ctx.verifyToken);
    const id = c.req.param('id');
    const key = c.req.param('key');
    if (!user || !isUuid(id) || !isImageKey(key)) throw imageNotFound();
    const report = await findReport(ctx.db, id);
    if (!report || !report.images.includes(key)) throw imageNotFound();
    if (user.role !== 'superadmin' && user.id !== report.reporter_id) throw imageNotFound();
    return serveStoredImage(c, evidence.storage, key);
  };
}
