/** Token amounts in e-mails: grouped thousands, up to 6 decimals, no trailing zeros. */
export function formatTokens(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}
