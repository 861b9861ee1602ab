import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top, as it would after a full page load: without this a link in a
 * footer opens the next page scrolled to its bottom. A link with a hash is left to the page,
 * which scrolls to that section itself.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // Only a change of page counts; the hash is read, not watched.
  }, [pathname]);
  return null;
}
