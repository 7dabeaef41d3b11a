import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../column-types.ts';

/** One stored object per row; the key is the content hash (a private one's covers its uploader too). */
type ImagesTable = {
  key: string;
  uploaded_by: string;
  preset: string;
  size_name: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  /** In the private storage. False for a private preset's object uploaded before 2026-11-27 until move-private-images moves it. */
  private: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
};
export type ImageTables = { images: ImagesTable };
