/** The web classes the host builds on, read once; an empty stand-in where a runtime lacks one. */

/**
 * An empty class standing in for a missing web class (Request, Response, Headers), so that loading the host never
 * throws in a context without it; nothing there can call the host with a request anyway.
 *
 * @internal
 */
export function webClass<T>(value: T | undefined): T {
  return value ?? (class {} as unknown as T);
}
