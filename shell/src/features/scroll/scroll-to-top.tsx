import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top, as it would after a full page load: without this a link in a
 * footer opens the next page scrolled to its bottom. A link with a hash is left to the page,
 * which scrolls to that section itself.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
