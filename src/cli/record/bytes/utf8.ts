/**
 * Strict UTF-8 for the recording: JSON text is UTF-8 (RFC 8259 section 8.1), so bytes that are not are recorded as
 * such, never repaired with U+FFFD into a message that looks valid.
 */
import { isUtf8 } from "node:buffer";

/** Bytes read as text: the text, or where the first byte that is not UTF-8 is and the valid text before it. */
export type StrictText = { ok: true; text: string } | { ok: false; offset: number; before: string };

/** Reads `bytes` as strict UTF-8. */
export function strictText(bytes: Buffer): StrictText {
  if (isUtf8(bytes)) return { ok: true, text: bytes.toString("utf8") };
  const offset = firstInvalid(bytes);
  return { ok: false, offset, before: bytes.toString("utf8", 0, offset) };
}

/**
 * The index of the first byte that does not belong to a well-formed UTF-8 sequence (no overlong forms, surrogates,
 * or code points past U+10FFFF), or the length when all do.
 */
export function firstInvalid(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let size: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) size = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      size = 3;
      if (b === 0xe0) low = 0xa0;
      else if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      size = 4;
      if (b === 0xf0) low = 0x90;
      else if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + size > bytes.length) return i;
    const second = bytes[i + 1]!;
    if (second < low || second > high) return i;
    for (let k = 2; k < size; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += size;
  }
  return i;
}
