import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { holdHeaderDuringScroll } from '../../../hooks/use-hide-on-scroll';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Smoothly scrolls to the section the URL's hash names (SPEC §3). A section is aimed at by its
 * heading, whose scroll margin (marketing.css) leaves room for the sticky header, so the heading
 * lands just below the header instead of the section's top padding; the header stays shown on the
 * way. Sections that depend on settings render only after they load, so the scroll waits for
 * `ready`; the location key makes a second click on the same link scroll again.
 */
export function useHashScroll(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const heading = target.matches('section') ? target.querySelector<HTMLElement>('h2') : null;
    holdHeaderDuringScroll();
    (heading ?? target).scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key, ready]);
}
