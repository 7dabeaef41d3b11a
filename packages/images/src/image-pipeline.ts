import { AppError, badRequest } from '@haat/server-kit';
import { IMAGE_TYPE_TEXT, imagePresets, imageTooLargeText, type ImagePresetName, type ImageSizeName, type StoredImageSize, type UploadedImage } from '@haat/contracts';
import { encodeImage } from './encode-image.ts';
import { IMAGE_CONTENT_TYPE, type ImageStorage, type ImageVisibility } from './image-storage.ts';
import { sha256Hex } from './sigv4.ts';
import { sniffImageType } from './sniff-image-type.ts';

/** Identity documents, report evidence and UPI payment screenshots: only their uploader and superadmins see them (a payment screenshot also the seller of the order's store). */
export const PRIVATE_IMAGE_PRESETS: readonly ImagePresetName[] = ['document', 'report', 'payment'];
export const isPrivatePreset = (preset: ImagePresetName) => PRIVATE_IMAGE_PRESETS.includes(preset);

/** One stored object (one size of an upload), for the owning service's own table. */
export type ImageRow = {
  key: string;
  uploadedBy: string;
  preset: ImagePresetName;
  size: ImageSizeName;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  visibility: ImageVisibility;
};

/** An upload checked and re-encoded, not stored yet: every file of a request can be checked first. */
export type PreparedImage = {
  preset: ImagePresetName;
  uploadedBy: string;
  renditions: { size: ImageSizeName; key: string; data: Buffer; width: number; height: number }[];
};

/** A service's images: where they are stored and how an upload becomes stored sizes. */
export type Images = {
  /** Public presets (product, store, review…), served at the public base URL. */
  storage: ImageStorage;
  /** The private presets (PRIVATE_IMAGE_PRESETS); null when this service stores none. */
  privateStorage: ImageStorage | null;
  /** Where `preset`'s objects live; throws when a private preset has no private storage. */
  storageFor(preset: ImagePresetName): ImageStorage;
  /** The most bytes an upload for `preset` may have: the spec's preset cap within IMAGE_MAX_BYTES. */
  maxBytesFor(preset: ImagePresetName): number;
  /** Size and type (magic number) only, nothing decoded: 413 / 400 with the spec's texts. */
  validate(bytes: Uint8Array, preset: ImagePresetName): void;
  /** validate, then decode and re-encode every size (400 for a damaged image or a decompression bomb). Stores nothing. */
  prepare(bytes: Uint8Array, options: { preset: ImagePresetName; uploadedBy: string }): Promise<PreparedImage>;
  /** Stores a prepared upload's objects, then calls `record` with its rows. */
  store(prepared: PreparedImage): Promise<UploadedImage>;
  /** prepare + store. */
  upload(bytes: Uint8Array, options: { preset: ImagePresetName; uploadedBy: string }): Promise<UploadedImage>;
};

type ImagesOptions = {
  storage: ImageStorage;
  privateStorage?: ImageStorage | null;
  /** IMAGE_MAX_BYTES: the cap over every preset. */
  maxBytes: number;
  /** Keeps the rows of stored objects (the service's own images table); called after the objects exist. */
  record?: (rows: ImageRow[]) => Promise<void>;
};

export const imageTooLarge = (maxBytes: number) => new AppError(413, imageTooLargeText(maxBytes));

/**
 * The key of a stored size: its content hash. A private object's hash covers its uploader too, so
 * two people's identical uploads are two objects, each with one owner.
 */
const keyOf = (data: Buffer, privateOwner: string | null) =>
  `${privateOwner === null ? sha256Hex(data) : sha256Hex(Buffer.concat([Buffer.from(`${privateOwner}\n`), data]))}.webp`;

export function createImages({ storage, privateStorage = null, maxBytes, record }: ImagesOptions): Images {
  if (storage.visibility !== 'public') throw new Error('createImages: `storage` must be public storage');
  if (privateStorage && privateStorage.visibility !== 'private') throw new Error('createImages: `privateStorage` must be private storage');
  const maxBytesFor = (preset: ImagePresetName) => Math.min(maxBytes, imagePresets[preset].maxBytes);
  const storageFor = (preset: ImagePresetName) => {
    if (!isPrivatePreset(preset)) return storage;
    if (!privateStorage) throw new Error(`no private image storage for the '${preset}' preset`);
    return privateStorage;
  };
  const validate = (bytes: Uint8Array, preset: ImagePresetName) => {
    if (bytes.byteLength > maxBytesFor(preset)) throw imageTooLarge(maxBytesFor(preset));
    if (!sniffImageType(bytes)) throw badRequest(IMAGE_TYPE_TEXT);
  };
  const prepare: Images['prepare'] = async (bytes, { preset, uploadedBy }) => {
    validate(bytes, preset);
    storageFor(preset); // a private preset without private storage fails before the work
    const owner = isPrivatePreset(preset) ? uploadedBy : null;
    const renditions = await encodeImage(bytes, imagePresets[preset]);
    return { preset, uploadedBy, renditions: renditions.map((r) => ({ ...r, key: keyOf(r.data, owner) })) };
  };
  const store: Images['store'] = async ({ preset, uploadedBy, renditions }) => {
    const target = storageFor(preset);
    await Promise.all(renditions.map((r) => target.put(r.key, r.data, IMAGE_CONTENT_TYPE)));
    // After the objects exist, so a row never names a missing object.
    await record?.(renditions.map((r) => ({
      key: r.key, uploadedBy, preset, size: r.size, contentType: IMAGE_CONTENT_TYPE, width: r.width, height: r.height, bytes: r.data.byteLength, visibility: target.visibility,
    })));
    const sizeOf = (size: ImageSizeName): StoredImageSize => {
      const r = renditions.find((each) => each.size === size)!;
      return { key: r.key, url: target.url(r.key), width: r.width, height: r.height, bytes: r.data.byteLength };
    };
    const sizes = { thumbnail: sizeOf('thumbnail'), card: sizeOf('card'), full: sizeOf('full') };
    return { url: sizes.full.url, preset, contentType: IMAGE_CONTENT_TYPE, sizes };
  };

  return {
    storage,
    privateStorage,
    storageFor,
    maxBytesFor,
    validate,
    prepare,
    store,
    upload: async (bytes, options) => store(await prepare(bytes, options)),
  };
}
