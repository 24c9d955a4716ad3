/** JSON Pointer (RFC 6901) helpers. */

/** Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Joins reference tokens into a JSON Pointer. Throws a TypeError for anything but a dense list of strings and numbers. */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  if (!Array.isArray(tokens)) throw new TypeError("toPointer takes a list of tokens");
  let pointer = "";
  for (let i = 0; i < tokens.length; i++) {
    const token: unknown = tokens[i];
    // Checked per element, so a sparse list of any length is refused at its first hole.
    if (typeof token !== "string" && typeof token !== "number")
      throw new TypeError("toPointer takes strings and numbers only");
    pointer += "/" + escapeToken(token);
  }
  return pointer;
}

/** Splits a JSON Pointer into unescaped reference tokens. Throws a TypeError for a value that is not a string. */
export function fromPointer(pointer: string): string[] {
  if (typeof pointer !== "string") throw new TypeError("fromPointer takes a JSON Pointer string");
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
