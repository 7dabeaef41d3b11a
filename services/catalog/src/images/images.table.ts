import type { CreatedAt } from '../column-types.ts';

/** One stored object per row; the key is the content hash. */
type ImagesTable = {
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
export type ImageTables = { images: ImagesTable };
