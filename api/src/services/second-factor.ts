import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins } from '../db/tables';
import type { SecretBox } from '../secret-box';
import { matchTotp } from '../totp';

// An administrator's second factor: a TOTP secret sealed with the configured key, the last step a
// code was accepted for (a code is never accepted twice), and ten single-use recovery codes of
// which only salted SHA-256 hashes are kept (they are 50 random bits each, so a fast hash is enough).

type AdminRow = typeof admins.$inferSelect;

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

interface StoredCodes {
  salt: string;
  hashes: string[];
}

const hashCode = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`)
    .digest('hex');

/** Ten new recovery codes (to show once) and what to store. */
export function newRecoveryCodes(): { codes: string[]; stored: string } {
  const salt = randomBytes(16).toString('base64url');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, stored: JSON.stringify({ salt, hashes: codes.map((code) => hashCode(salt, code)) } satisfies StoredCodes) };
}

export function recoveryCodesLeft(admin: AdminRow): number {
  if (!admin.recoveryCodes) return 0;
  return (JSON.parse(admin.recoveryCodes) as StoredCodes).hashes.length;
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export type SecondFactorProof = { code: string } | { recoveryCode: string };

/**
 * Checks a code or a recovery code and, when right, records its use in the same write (the step,
 * or the recovery code's removal) guarded by the value read, so two parallel requests with one
 * code cannot both pass. Returns how the administrator proved it, or null.
 */
export async function useSecondFactor(
  db: Db,
  secrets: SecretBox,
  admin: AdminRow,
  proof: SecondFactorProof,
  nowMs: number,
): Promise<'totp' | 'recovery_code' | null> {
  if ('code' in proof) {
    const secret = admin.totpSecret ? secrets.open(admin.totpSecret) : null;
    if (!secret) return null;
    const step = matchTotp(secret, proof.code, nowMs, admin.totpLastStep);
    if (step === null) return null;
    const guard = admin.totpLastStep === null ? undefined : admin.totpLastStep;
    const updated = await db
      .update(admins)
      .set({ totpLastStep: step })
      .where(guardedBy(admin.id, 'totpLastStep', guard))
      .returning({ id: admins.id });
    return updated.length === 1 ? 'totp' : null;
  }
  if (!admin.recoveryCodes) return null;
  const stored = JSON.parse(admin.recoveryCodes) as StoredCodes;
  const hash = hashCode(stored.salt, proof.recoveryCode);
  const index = stored.hashes.findIndex((candidate) => sameHex(candidate, hash));
  if (index < 0) return null;
  const left: StoredCodes = { salt: stored.salt, hashes: stored.hashes.filter((_, i) => i !== index) };
  const updated = await db
    .update(admins)
    .set({ recoveryCodes: JSON.stringify(left) })
    .where(guardedBy(admin.id, 'recoveryCodes', admin.recoveryCodes))
    .returning({ id: admins.id });
  return updated.length === 1 ? 'recovery_code' : null;
}

function guardedBy(id: number, column: 'totpLastStep' | 'recoveryCodes', value: number | string | undefined) {
  const target = admins[column];
  return and(eq(admins.id, id), value === undefined ? isNull(target) : eq(target, value));
}
