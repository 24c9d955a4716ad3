/**
 * Node built-ins that only some commands use (the recorder's HTTPS and decompression, the report's hashes), loaded on
 * first use: imported at the top of the CLI bundle, they would cost every run of `lint`, which needs none of them,
 * about 10 ms of CPU time.
 */
import { createRequire } from "node:module";

type Https = typeof import("node:https");
type Zlib = typeof import("node:zlib");
type Crypto = typeof import("node:crypto");

const load = createRequire(import.meta.url);
let https: Https | undefined;
let zlib: Zlib | undefined;
let crypto: Crypto | undefined;

/** node:https, loaded on the first call. */
export function nodeHttps(): Https {
  return (https ??= load("node:https") as Https);
}

/** node:zlib, loaded on the first call. */
export function nodeZlib(): Zlib {
  return (zlib ??= load("node:zlib") as Zlib);
}

/** node:crypto, loaded on the first call. */
export function nodeCrypto(): Crypto {
  return (crypto ??= load("node:crypto") as Crypto);
}
