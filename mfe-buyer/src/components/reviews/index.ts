/** What other buyer screens use: the store page's Reviews tab and the report dialog (stores, broadcasts, reviews). */
export { StoreReviews } from './store-reviews.tsx';
export { ReportDialog, type ReportTarget } from './report-dialog.tsx';
export { ConfirmDialog, ModalDialog } from './modal-dialog.tsx';
export { ImagePicker, type PickedImage } from './image-picker.tsx';
export { compressImage, compressImages } from './image-compression.ts';
export { REPORT_IMAGE_PRESET, REVIEW_IMAGE_PRESET } from './image-rules.ts';
