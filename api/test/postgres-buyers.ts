// The PostgreSQL counterpart of prepareDatabase for bench: a database on a running server, and
// buyers with sessions in it, written with the driver directly.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken, USER_SESSION_MS } from '../src/sessions';

/**
 * Buyers with sessions written straight into a PostgreSQL database the server has migrated and
 * seeded (registration is rate limited), and addresses that take orders; answers their tokens.
 */
export async function preparePostgresBuyers(url: string, buyers: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE cryptos SET address = 'bench-' || lower(currency) || '-wallet'`);
    const now = new Date();
    const tokens: string[] = [];
    for (let i = 0; i < buyers; i++) {
      const token = randomBytes(32).toString('base64url');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash, created_at, email_verified_at) VALUES ($1, $2, 'not-a-usable-hash', $3, $3) RETURNING id`,
        [`Buyer ${i}`, `bench${i}@example.com`, now.toISOString()],
      );
      await client.query(`INSERT INTO sessions (token_hash, kind, user_id, created_at, expires_at) VALUES ($1, 'user', $2, $3, $4)`, [
        hashToken(token),
        rows[0]!.id,
        now.toISOString(),
        new Date(now.getTime() + USER_SESSION_MS).toISOString(),
      ]);
      tokens.push(token);
    }
    return tokens;
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
