// E-mail helpers: normalisation (unique, case-insensitive, SPEC §4) and leaderboard masking (§3).

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 'john@gmail.com' → 'jo***@gm***.com' (first two characters of name and domain, TLD kept). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${host.slice(0, 2)}***${tld}`;
}
