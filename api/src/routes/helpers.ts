import { ApiError } from '../errors';

export const methodNotAllowed = () => {
  throw new ApiError(405, 'Method not allowed.');
};

/** Escapes % and _ for a LIKE pattern used with ESCAPE '\'. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
