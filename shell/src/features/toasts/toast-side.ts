export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type ToastSide = 'bottom' | 'top';

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Where the toast goes: at the bottom of the screen unless it would cover a control the person is
 * using (the one just pressed, the focused one), then at the top; when both would, the side that
 * covers less.
 */
export function chooseToastSide(
  toast: { left: number; right: number; height: number },
  viewportHeight: number,
  margin: number,
  avoid: readonly Box[],
): ToastSide {
  const atBottom = { left: toast.left, right: toast.right, top: viewportHeight - margin - toast.height, bottom: viewportHeight - margin };
  const atTop = { left: toast.left, right: toast.right, top: margin, bottom: margin + toast.height };
  const covered = (box: Box) => avoid.reduce((sum, target) => sum + overlap(box, target), 0);
  const bottom = covered(atBottom);
  if (bottom === 0) return 'bottom';
  return covered(atTop) < bottom ? 'top' : 'bottom';
}
