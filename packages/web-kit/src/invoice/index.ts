// Not in the package root: only the invoice pages (the seller's print page, the buyer's receipt)
// pay for the invoice's renderer and styles, through '@haat/web-kit/invoice'. One renderer, so the
// buyer's copy is the very invoice the store prints.
export { InvoiceDocument } from './invoice-document.tsx';
