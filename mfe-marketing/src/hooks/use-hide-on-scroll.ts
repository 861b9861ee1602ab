import { useEffect, useState } from 'react';

/** Past this many pixels, scrolling down hides the sticky header (SPEC §3). */
export const HIDE_AFTER_PX = 50;

/** Longest a scroll the page starts itself may keep the header shown, should 'scrollend' never come. */
const HOLD_LIMIT_MS = 2000;

let heldUntil = 0;

/**
 * Keeps the header shown while the page itself scrolls to a section (a header or footer link):
 * the section heading is placed just below the header, so hiding the header on the way down
 * would leave an empty band where it was. The hold ends when that scroll ends.
 */
export function holdHeaderDuringScroll(): void {
  heldUntil = performance.now() + HOLD_LIMIT_MS;
  const release = () => {
    heldUntil = 0;
  };
  window.addEventListener('scrollend', release, { once: true });
  window.setTimeout(() => window.removeEventListener('scrollend', release), HOLD_LIMIT_MS);
}

function held(): boolean {
  return performance.now() < heldUntil;
}

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
    let ownScroll = false;
    function update() {
      frame = 0;
      const y = window.scrollY;
      if (ownScroll || y <= HIDE_AFTER_PX || y < last) setHidden(false);
      else if (y > last) setHidden(true);
      ownScroll = false;
      last = y;
    }
    function onScroll() {
      // Whether the page itself is scrolling is read when the scroll event comes, not in the frame
      // that follows: the browser sends a scroll's last 'scroll' and its 'scrollend' in the same
      // rendering step, so by that frame the hold has already ended and the last step down of the
      // page's own scroll would hide the header, leaving an empty band above the heading.
      if (held()) ownScroll = true;
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
