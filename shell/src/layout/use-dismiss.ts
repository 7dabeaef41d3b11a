import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Closes a menu on a click outside `ref`, on Escape, and on every route change (spec: bar behaviour). */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  const { pathname } = useLocation();
  const onClose = useEffectEvent(close);
  const shownPath = useRef(pathname);

  // Any navigation closes the menu.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref]);
}
