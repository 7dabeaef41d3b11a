import { z } from 'zod';
import { largeBodiesOf } from '@haat/contracts';
import { createImages, imageConfigFields, privateStorageFromConfig, storageFromConfig, type ImageStorage, type PreparedImage } from '@haat/images';
import type { ReportsDb } from './reports.table.ts';

/**
 * Evidence photos of reports: each file is sniffed and re-encoded with the 'report' preset, and kept
 * in moderation's own private storage (area 'moderation'), never under the public image URL. Only
 * superadmins and the reporter get them (GET /api/reports/:id/images/:key).
 */
export type ReportEvidence = {
  /** The most bytes one file may have (the 'report' preset's cap within IMAGE_MAX_BYTES). */
  maxFileBytes: number;
  /** Checks and re-encodes every file first (400/413 with the pipeline's texts); stores nothing. */
  prepare(files: File[], uploadedBy: string): Promise<PreparedImage[]>;
  /** Stores the prepared images and records their objects in `trx`; the keys of the full sizes, in order. */
  store(trx: ReportsDb, prepared: PreparedImage[]): Promise<string[]>;
  storage: ImageStorage;
};

const imageSettings = z.object(imageConfigFields);

/** From the service's settings; the image variables have defaults, so a config without them works too. */
export function createReportEvidence(config: unknown): ReportEvidence {
  const settings = imageSettings.parse(config);
  const storage = privateStorageFromConfig(settings, { area: 'moderation', url: (key) => key });
  const images = createImages({ storage: storageFromConfig(settings), privateStorage: storage, maxBytes: settings.IMAGE_MAX_BYTES });
  return {
    maxFileBytes: images.maxBytesFor('report'),
    storage,
    async prepare(files, uploadedBy) {
      const prepared: PreparedImage[] = [];
      // One at a time: decoding five large photos at once would hold them all in memory.
      for (const file of files) prepared.push(await images.prepare(new Uint8Array(await file.arrayBuffer()), { preset: 'report', uploadedBy }));
      return prepared;
    },
    async store(trx, prepared) {
      const keys: string[] = [];
      for (const image of prepared) {
        const uploaded = await images.store(image);
        await trx.insertInto('report_images').values(image.renditions.map((r) => ({
          key: r.key, uploaded_by: image.uploadedBy, size: r.size, width: r.width, height: r.height, bytes: r.data.byteLength,
        }))).onConflict((oc) => oc.column('key').doNothing()).execute();
        keys.push(uploaded.sizes.full.key);
      }
      return keys;
    },
  };
}

/** The biggest body /api/reports takes (five photos at the preset's cap, and room for the text fields), as the gateway reckons it too. */
export function reportBodyLimits(config: unknown): Record<string, number> {
  const { IMAGE_MAX_BYTES } = imageSettings.parse(config);
  return largeBodiesOf('moderation', { imageMaxBytes: IMAGE_MAX_BYTES });
}
