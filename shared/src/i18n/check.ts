// What a catalog test checks for every language of one catalog: the same keys as English, the
// same arguments in each message, and every message well formed.
import type { Locale } from './locales';
import { compileMessage, messageArguments } from './message';
import type { Catalog } from './translate';

export function catalogProblems(english: Catalog, other: Catalog, locale: Locale): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in other)) problems.push(`${locale}: missing key ${key}`);
  }
  for (const key of Object.keys(other)) {
    if (!(key in english)) problems.push(`${locale}: key ${key} is not in the English catalog`);
  }
  for (const [key, message] of Object.entries(other)) {
    try {
      compileMessage(message, locale);
      if (key in english) {
        const expected = messageArguments(english[key]).join(', ');
        const actual = messageArguments(message).join(', ');
        if (expected !== actual) problems.push(`${locale}: ${key} uses {${actual}} where English uses {${expected}}`);
      }
    } catch (error) {
      problems.push(`${locale}: ${key}: ${(error as Error).message}`);
    }
  }
  for (const [key, message] of Object.entries(english)) {
    try {
      compileMessage(message, 'en');
    } catch (error) {
      problems.push(`en: ${key}: ${(error as Error).message}`);
    }
  }
  return problems;
}
