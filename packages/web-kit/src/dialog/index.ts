// Not in the package root (shared by every remote and loaded with the shell): only screens with a
// modal pay for it, through '@haat/web-kit/dialog'.
export { Dialog } from './dialog.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { trapTab } from './focus-trap.ts';
