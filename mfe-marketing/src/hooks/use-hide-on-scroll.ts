import { useEffect, useState } from 'react';

/** Past this many pixels, scrolling down hides the sticky header (SPEC §3). */
export const HIDE_AFTER_PX = 50;

/**
 * True while the header should be hidden: the page moved down past 50 px. Any upward scroll (or
 * coming back above 50 px) shows it again. Reading scrollY once per animation frame keeps the
 * handler cheap on long pages.
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = window.scrollY;
      if (y <= HIDE_AFTER_PX || y < last) setHidden(false);
      else if (y > last) setHidden(true);
      last = y;
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return hidden;
}
