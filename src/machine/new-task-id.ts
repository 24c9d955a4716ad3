/** `newTaskId()`: the one impure part of the machine, a random task identifier from the platform's CSPRNG. */

const HEX = "0123456789abcdef";
const DASHES = [8, 13, 18, 23];

/**
 * A fresh version 4 UUID (122 random bits) from `crypto.getRandomValues`, available in Node 20 and browsers.
 * It is built as one flat string, which a long-lived task keeps in far less memory than a concatenated one.
 * Throws when the platform has no CSPRNG: a guessable task id would be a security hole.
 */
export function newTaskId(): string {
  const crypto = globalThis.crypto;
  if (crypto === undefined || typeof crypto.getRandomValues !== "function") {
    throw new Error("newTaskId needs globalThis.crypto.getRandomValues, and this platform has none");
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const codes: number[] = new Array(36);
  let j = 0;
  for (let i = 0; i < 36; i++) {
    if (DASHES.includes(i)) {
      codes[i] = 45;
      continue;
    }
    const byte = bytes[j >> 1]!;
    codes[i] = HEX.charCodeAt((j & 1) === 0 ? byte >> 4 : byte & 15);
    j++;
  }
  return String.fromCharCode(...codes);
}
