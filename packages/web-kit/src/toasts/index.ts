export { useToastStore, toast } from './toast-store.ts';
