export { useToastStore, toast, type Toast, type ToastInput, type ToastType, type ToastState } from './toast-store.ts';
