import { useHost } from '@openpresale/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsent } from './consent-store';
import { loadPixelTag, removePixelTags } from './pixel-tags';

interface PixelKeysAnswer {
  api_keys: { id: number; api_key: string }[];
}

/**
 * After the visitor accepted, asks on each navigation which primary keys the path has
 * (GET pixels.php?location={pathname}) and loads each key's tag once. Before a choice or after a
 * refusal it requests nothing at all.
 */
export function PixelLoader() {
  const { api } = useHost();
  const { pathname } = useLocation();
  const { choice } = useConsent();

  useEffect(() => {
    if (choice === 'refused') removePixelTags();
    if (choice !== 'accepted') return;
    const controller = new AbortController();
    api
      .get<PixelKeysAnswer>('pixels.php', { query: { location: pathname }, signal: controller.signal })
      .then((answer) => {
        for (const { api_key } of answer.api_keys ?? []) loadPixelTag(api_key, pathname);
      })
      .catch(() => {
        // A missing pixel must never disturb the visitor; the page works the same without it.
      });
    return () => controller.abort();
  }, [api, pathname, choice]);

  return null;
}
