type Box = { top: number; right: number; bottom: number; left: number };

/** Two boxes share more than a pixel each way (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** Whether any of the launcher's boxes (button, hint) lies over any of the boxes it must keep clear of. */
export const coversAny = (launcher: readonly Box[], keepClear: readonly Box[]): boolean =>
  launcher.some((box) => keepClear.some((other) => overlaps(box, other)));
