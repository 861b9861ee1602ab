import { useHost } from '@openpresale/shared';
import { useEffect } from 'react';

/** Sets '{NAME} | {page}' (or '{NAME}') while the page is shown and restores '{NAME}' on leaving. */
export function usePageTitle(page?: string): void {
  const { setTitle } = useHost();
  useEffect(() => {
    setTitle(page);
    return () => setTitle();
  }, [setTitle, page]);
}
