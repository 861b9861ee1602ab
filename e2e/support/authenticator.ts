import { createHmac } from 'node:crypto';

// What an authenticator app does with the secret key it was given (RFC 6238: HMAC-SHA1, 30-second
// steps, 6 digits), written apart from the server's code so the test checks the server against
// the standard rather than against itself.

function decodeBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export function authenticatorCode(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String(mac.readUInt32BE(offset) & 0x7fffffff)
    .slice(-6)
    .padStart(6, '0');
}
