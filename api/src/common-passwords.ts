import { dictionary } from '@zxcvbn-ts/language-common';

// The ~49,000 most common passwords of public breach lists, as shipped by @zxcvbn-ts/language-common
// (MIT): a password on it falls to the first minutes of any guessing attack, whatever its length.
// Read from the installed package, never fetched at run time.

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.normalize('NFKC').toLowerCase());
}

// The refusal's words are the errors catalog's `password.common`.
