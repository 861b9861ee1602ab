import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../../../lib/admin-api';

export interface ApiKeyRecord {
  id: number;
  api_key: string;
  api_key_secondary: string | null;
  location: string;
}

export interface PixelInput {
  api_key: string;
  api_key_secondary: string;
  location: string;
}

export const pixelsKey = ['admin', 'pixels'] as const;

export function usePixels() {
  const api = useAdminApi();
  return useQuery({
    queryKey: pixelsKey,
    queryFn: async () => (await api.get<{ api_keys: ApiKeyRecord[] }>('pixels.php')).api_keys,
  });
}

/** SPEC §6: the two required fields, reported as error toasts (the catalog key of the message); null when the input is complete. */
export function pixelInputProblem(input: PixelInput): 'pixels.apiKeyRequired' | 'pixels.locationRequired' | null {
  if (!input.api_key.trim()) return 'pixels.apiKeyRequired';
  if (!input.location.trim()) return 'pixels.locationRequired';
  return null;
}

export function pixelBody(input: PixelInput) {
  return {
    api_key: input.api_key.trim(),
    api_key_secondary: input.api_key_secondary.trim() || null,
    location: input.location.trim(),
  };
}
