import { create } from 'zustand';

type ToastType = 'success' | 'info' | 'warning' | 'error' | 'rate-limit';

type Toast = {
  id: number;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it goes; ignored when persistent. */
  timeout: number;
  persistent: boolean;
  action?: { text: string; onClick: () => void };
};

type ToastInput = Omit<Toast, 'id' | 'timeout' | 'persistent'> & { timeout?: number; persistent?: boolean };

/** Spec §9: 5 s by default, 10 s for rate-limit notices, at most 20 held. */
const DEFAULT_TIMEOUT_MS = 5000;
const RATE_LIMIT_TIMEOUT_MS = 10_000;
const MAX_TOASTS = 20;

type ToastState = {
  toasts: Toast[];
  push: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  push(input) {
    const id = nextId++;
    const toast: Toast = {
      ...input,
      id,
      persistent: input.persistent ?? false,
      timeout: input.timeout ?? (input.type === 'rate-limit' ? RATE_LIMIT_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
    };
    const toasts = [...get().toasts, toast];
    for (const dropped of toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS))) clearTimeout(timers.get(dropped.id));
    set({ toasts: toasts.slice(-MAX_TOASTS) });
    if (!toast.persistent) timers.set(id, setTimeout(() => get().dismiss(id), toast.timeout));
    return id;
  },
  dismiss(id) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

/** Shorthand for components and stores outside React. */
export const toast = {
  success: (title: string, message?: string) => useToastStore.getState().push({ type: 'success', title, message }),
  info: (title: string, message?: string) => useToastStore.getState().push({ type: 'info', title, message }),
  warning: (title: string, message?: string) => useToastStore.getState().push({ type: 'warning', title, message }),
  error: (title: string, message?: string) => useToastStore.getState().push({ type: 'error', title, message }),
};
