/** Installed size, dependencies included: what `npm install` puts on disk for this package and for the official one. */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { root } from "./dist.js";

/** Bytes of every file under a directory. */
function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(path) : statSync(path).size;
  }
  return total;
}

/** The packages a package depends on (not its optional peers), by name, transitively, as installed in node_modules. */
function dependencyClosure(name: string, seen = new Set<string>()): Set<string> {
  const manifest = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  for (const dep of Object.keys(manifest.dependencies ?? {})) {
    if (!seen.has(dep)) {
      seen.add(dep);
      dependencyClosure(dep, seen);
    }
  }
  return seen;
}

/** One row: a package, its own installed bytes, and its dependencies' with their names. */
export interface Installed {
  name: string;
  own: number;
  dependencies: { name: string; bytes: number }[];
}

/** This package as `npm pack` would ship it (its unpacked size), and its dependencies as installed here. */
export function installedSelf(): Installed {
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as { unpackedSize: number }[];
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    name: string;
    dependencies?: Record<string, string>;
  };
  const deps = new Set<string>();
  for (const dep of Object.keys(manifest.dependencies ?? {})) {
    deps.add(dep);
    dependencyClosure(dep, deps);
  }
  return {
    name: manifest.name,
    own: packed[0]!.unpackedSize,
    dependencies: [...deps].map((d) => ({ name: d, bytes: directoryBytes(join(root, "node_modules", d)) })),
  };
}

/** An installed package of node_modules and its dependencies. */
export function installedPackage(name: string): Installed {
  return {
    name,
    own: directoryBytes(join(root, "node_modules", name)),
    dependencies: [...dependencyClosure(name)].map((d) => ({
      name: d,
      bytes: directoryBytes(join(root, "node_modules", d)),
    })),
  };
}
