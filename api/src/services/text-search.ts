/** Escapes % and _ for a LIKE pattern used with ESCAPE '\'. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
