import type { z } from 'zod';

/**
 * Checks an API answer against its shared schema. A mismatch becomes an error the section shows
 * instead of rendering figures from a payload nobody understands (SPEC §0: no guessed numbers).
 */
export function parseAnswer<S extends z.ZodType>(schema: S, payload: unknown, what: string): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`Unexpected ${what} answer from the server${where}: ${issue?.message ?? 'invalid data'}`);
  }
  return result.data;
}
