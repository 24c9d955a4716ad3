/** The example clients, bundled once into .scratch/ so that each scenario starts them with plain `node`, quickly. */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { root } from "../run-cli.js";

/** Where the bundles go: inside the repository, so that the adapter's packages resolve from node_modules. */
const out = join(root, ".scratch", "conformance-clients", String(process.pid));

/** The commands of the wire-only reference client and the official ext-tasks adapter. */
export interface Clients {
  readonly reference: string;
  /** The reference client's bundle, for a program-and-arguments launch (`node <file>`). */
  readonly referenceFile: string;
  readonly extTasks: string;
  /** The reference client with one duty broken (see FOILS in examples/clients/reference-client.ts). */
  foil(name: string): string;
}

/** Bundles both clients and returns their commands. */
export async function bundleClients(): Promise<Clients> {
  mkdirSync(out, { recursive: true });
  const bundle = async (name: string): Promise<string> => {
    const outfile = join(out, `${name}.mjs`);
    await build({
      entryPoints: [join(root, "examples", "clients", `${name}.ts`)],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      outfile,
      logLevel: "warning",
    });
    return `${JSON.stringify(process.execPath)} ${outfile}`;
  };
  const [reference, extTasks] = await Promise.all([bundle("reference-client"), bundle("ext-tasks-adapter")]);
  const referenceFile = join(out, "reference-client.mjs");
  return { reference, referenceFile, extTasks, foil: (name) => `MCP_TASKS_FOIL=${name} ${reference}` };
}
