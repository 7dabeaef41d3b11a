import { MODERATION_TEXTS } from '@haat/contracts';
import { isUuid, notFound } from '@haat/server-kit';

export const reportNotFound = () => notFound(MODERATION_TEXTS.reportNotFound);

/** The report id of the path; one that cannot name a report is 'Report not found'. */
export function reportIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw reportNotFound();
  return id;
}
