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

/** SPEC §6: the two required fields, reported as error toasts; null when the input is complete. */
export function pixelInputProblem(input: PixelInput): string | null {
  if (!input.api_key.trim()) return 'API Key is required';
  if (!input.location.trim()) return 'Location is required';
  return null;
}

export function pixelBody(input: PixelInput) {
  return {
    api_key: input.api_key.trim(),
    api_key_secondary: input.api_key_secondary.trim() || null,
    location: input.location.trim(),
  };
}
