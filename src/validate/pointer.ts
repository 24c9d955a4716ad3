/** JSON Pointer (RFC 6901) helpers. */

/** Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Joins reference tokens into a JSON Pointer. */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((t) => "/" + escapeToken(t)).join("");
}

/** Splits a JSON Pointer into unescaped reference tokens. */
export function fromPointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
