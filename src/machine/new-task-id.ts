/** `newTaskId()`: the one impure part of the machine, a random task identifier from the platform's CSPRNG. */

/** The character codes of the hex digits, by value. */
const HEX_CODES = Uint8Array.from("0123456789abcdef", (ch) => ch.charCodeAt(0));
/** The character codes of the id being built; the dashes at 8, 13, 18 and 23 never change. */
const CODES = new Uint8Array(36);
CODES[8] = CODES[13] = CODES[18] = CODES[23] = 45;
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
  // The 36 character codes go into one reused buffer and out as one call: no array nor spread per id.
  const c = CODES;
  let i = 0;
  for (let b = 0; b < 16; b++) {
    if (b === 4 || b === 6 || b === 8 || b === 10) i++; // the dash already stands there
    let byte = pool[at + b]!;
    if (b === 6) byte = (byte & 0x0f) | 0x40;
    else if (b === 8) byte = (byte & 0x3f) | 0x80;
    c[i++] = HEX_CODES[byte >> 4]!;
    c[i++] = HEX_CODES[byte & 15]!;
  }
  // biome-ignore format: one code per UUID position
  const id = String.fromCharCode(
    c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!, c[9]!, c[10]!, c[11]!,
    c[12]!, c[13]!, c[14]!, c[15]!, c[16]!, c[17]!, c[18]!, c[19]!, c[20]!, c[21]!, c[22]!, c[23]!,
    c[24]!, c[25]!, c[26]!, c[27]!, c[28]!, c[29]!, c[30]!, c[31]!, c[32]!, c[33]!, c[34]!, c[35]!,
  );
  // Each id's bytes (and its codes) are used once and wiped, so that no later reader of them learns an issued id.
  pool.fill(0, at, at + 16);
  c.fill(48);
  c[8] = c[13] = c[18] = c[23] = 45;
  return id;
}
