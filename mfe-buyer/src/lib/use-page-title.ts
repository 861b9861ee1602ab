import { useHost } from '@openpresale/shared';
import { useEffect } from 'react';

/** '{NAME} | {page}' while the page is shown (SPEC §3); the host adds the token name. */
export function usePageTitle(page: string | null) {
  const { setTitle } = useHost();
  useEffect(() => {
    if (page) setTitle(page);
  }, [page, setTitle]);
}
