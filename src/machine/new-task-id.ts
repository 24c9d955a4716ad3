/** `newTaskId()`: the one impure part of the machine, a random task identifier from the platform's CSPRNG. */

const HEX = "0123456789abcdef";
const DASHES = [8, 13, 18, 23];
/** Random bytes for the next 256 ids: one call into the CSPRNG serves many ids, as Node's own randomUUID does. */
const pool = new Uint8Array(16 * 256);
let used = pool.length;

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
  if (used + 16 > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  const at = used;
  used += 16;
  const codes: number[] = new Array(36);
  let j = 0;
  for (let i = 0; i < 36; i++) {
    if (DASHES.includes(i)) {
      codes[i] = 45;
      continue;
    }
    let byte = pool[at + (j >> 1)]!;
    if (j >> 1 === 6) byte = (byte & 0x0f) | 0x40;
    else if (j >> 1 === 8) byte = (byte & 0x3f) | 0x80;
    codes[i] = HEX.charCodeAt((j & 1) === 0 ? byte >> 4 : byte & 15);
    j++;
  }
  // Each id's bytes are used once and wiped, so that no later reader of the pool learns an issued id.
  pool.fill(0, at, at + 16);
  return String.fromCharCode(...codes);
}
