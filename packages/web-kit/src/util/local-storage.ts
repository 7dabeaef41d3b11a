/**
 * localStorage that never throws: private mode, a full quota or a disabled store must not break
 * the app, and corrupt JSON reads as "nothing stored" (spec: corrupt data is reset silently).
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives in memory for this visit only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to do.
    }
  },
  getJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    const raw = storage.get(key);
    if (raw == null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      if (isValid(value)) return value;
    } catch {
      // Fall through to the reset below.
    }
    storage.remove(key);
    return null;
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
