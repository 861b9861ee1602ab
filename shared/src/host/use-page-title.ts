import { useEffect } from 'react';
import { useHost } from './contract';

/**
 * The page title of every remote: '{NAME} | {page}' (or '{NAME}' without a page) while the page
 * is shown, '{NAME}' again when it is left. `null` means the page's name is not known yet (it
 * waits for data): the title stays as it is until it is.
 */
export function usePageTitle(page?: string | null): void {
  const { setTitle } = useHost();
  useEffect(() => {
    if (page === null) return;
    setTitle(page);
    return () => setTitle();
  }, [setTitle, page]);
}
