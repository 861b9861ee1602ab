import { sql } from 'drizzle-orm';
import { exec, type Db } from '../src/db/client';

/**
 * The seed's demo addresses refuse orders (nobody may be asked to pay to them), so tests and
 * benchmarks first give every currency an address, as an issuer does before the sale opens.
 */
export async function giveCurrenciesTestAddresses(db: Db): Promise<void> {
  await exec(db, sql`UPDATE cryptos SET address = 'test-' || lower(currency) || '-wallet'`);
}
