import type { Toast } from '@openpresale/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chooseToastSide, type Box, type ToastSide } from '../features/toasts/toast-side';
import { useT } from '../i18n';

/** The control the person pressed last: the toast that answers it must not cover it. */
let lastPressed: Element | null = null;

function rememberPressed(event: Event) {
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target instanceof Element ? event.target : null;
  lastPressed = target?.closest('button, a, input, select, textarea, [role="button"]') ?? target;
}

/** Distance of the toast from the screen's edge, as in base.css (--op-space-4). */
const EDGE_PX = 16;

function boxOf(element: Element | null): Box | null {
  if (!element || !element.isConnected || element === document.body) return null;
  const r = element.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
}

export function ToastView({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<ToastSide>('bottom');

  useEffect(() => {
    document.addEventListener('pointerdown', rememberPressed, true);
    document.addEventListener('keydown', rememberPressed, true);
    return () => {
      document.removeEventListener('pointerdown', rememberPressed, true);
      document.removeEventListener('keydown', rememberPressed, true);
    };
  }, []);

  // Placed before paint and again while the page scrolls under it, so it never sits on the button.
  useLayoutEffect(() => {
    if (!toast) return;
    function place() {
      const element = panel.current;
      if (!element) return;
      const r = element.getBoundingClientRect();
      const avoid = [boxOf(lastPressed), boxOf(document.activeElement)].filter((b): b is Box => b !== null);
      setSide(chooseToastSide({ left: r.left, right: r.right, height: r.height }, window.innerHeight, EDGE_PX, avoid));
    }
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [toast]);

  return (
    <div className={`toast-region toast-region-${side}`} role="status" aria-live="polite" data-side={side}>
      {toast && (
        <div className={`toast toast-${toast.kind}`} ref={panel}>
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label={t('common.toast.dismiss')} onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
