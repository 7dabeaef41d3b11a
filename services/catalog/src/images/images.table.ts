import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt } from '../column-types.ts';

/** One stored object per row; the key is the content hash. */
export type ImagesTable = {
  key: string;
  uploaded_by: string;
  preset: string;
  size_name: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: CreatedAt;
};
export type ImageRow = Selectable<ImagesTable>;
export type NewImageRow = Insertable<ImagesTable>;
export type ImageTables = { images: ImagesTable };
