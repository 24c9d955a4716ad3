/**
 * A tool hands the host values it controls: a getter or a Proxy may answer a second read differently from the first.
 * The host therefore reads each such value exactly once, into plain JSON data, and both checks and stores that copy.
 */

/**
 * The value copied once into plain JSON data (each property read once), or why it cannot be: a value that throws
 * while read, a BigInt, a cycle, or nesting deeper than the stack allows.
 *
 * @internal
 */
export function plainCopy(value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    const text = JSON.stringify(value);
    if (typeof text !== "string") return { ok: false, message: "it is not JSON data" };
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    let why = "it could not be read as JSON data";
    try {
      if (error instanceof Error && typeof error.message === "string") why = `${why} (${error.message.slice(0, 200)})`;
    } catch {
      // An error whose message cannot be read still means the value could not be copied.
    }
    return { ok: false, message: why };
  }
}
