/**
 * Vitest global setup: the PostgreSQL server the store tests run against. With MCP_TASKS_PG_URL set, that server is
 * used (its database must be one the tests may create tables in). Otherwise a throwaway cluster is started from the
 * Debian binaries and torn down after the run. Where neither is possible the server leg is skipped, loudly, and
 * `.scratch/postgres-skipped` says so, so that CI can fail on it.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startCluster, type Cluster } from "../../bench/pg-cluster.js";

/** The file that records a skipped server leg. */
export const SKIP_MARKER = join(fileURLToPath(new URL("../..", import.meta.url)), ".scratch/postgres-skipped");

declare module "vitest" {
  export interface ProvidedContext {
    /** The server for the store tests: a connection string and, for a local cluster, its socket directory. */
    postgres: { url: string; socketDir: string; bin: string; skipped: string };
  }
}

/** The test folders whose files may use the server: the store's own, the host's multi-instance tests, the hostile. */
const USES_SERVER = ["store", "host", "hostile"];

/**
 * Whether the run's file filters can select a test that uses the server: a run of other files
 * (`vitest run test/codec/`) need not start a cluster. Without filters, or where vitest does not say, it can.
 */
function serverTestsMayRun(project: TestProject): boolean {
  const filters = (project.vitest as unknown as { filenamePattern?: unknown }).filenamePattern;
  if (!Array.isArray(filters) || filters.length === 0) return true;
  const root = fileURLToPath(new URL("..", import.meta.url));
  const files = USES_SERVER.flatMap((folder) =>
    readdirSync(join(root, folder)).flatMap((name) => [join(root, folder, name), join("test", folder, name)]),
  );
  return filters.some((filter) => typeof filter !== "string" || files.some((file) => file.includes(filter)));
}

export default function setup(project: TestProject): () => void {
  rmSync(SKIP_MARKER, { force: true });
  if (!serverTestsMayRun(project)) {
    project.provide("postgres", {
      url: "",
      socketDir: "",
      bin: "",
      skipped: "no test that uses the server is in this run",
    });
    return () => undefined;
  }
  const given = process.env.MCP_TASKS_PG_URL;
  if (given !== undefined && given !== "") {
    project.provide("postgres", { url: given, socketDir: "", bin: "", skipped: "" });
    return () => undefined;
  }
  let cluster: Cluster | undefined;
  try {
    cluster = startCluster({
      maxConnections: 100,
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const banner = "!".repeat(100);
    console.error(
      `\n${banner}\nSKIPPED: the PostgreSQL server leg of the store tests did not run.\n${reason}\n` +
        `Install Debian's postgresql package, or set MCP_TASKS_PG_URL to a server the tests may use.\n${banner}\n`,
    );
    mkdirSync(join(SKIP_MARKER, ".."), { recursive: true });
    writeFileSync(SKIP_MARKER, `${reason}\n`);
    project.provide("postgres", { url: "", socketDir: "", bin: "", skipped: reason });
    return () => undefined;
  }
  const started = cluster;
  project.provide("postgres", { url: started.url, socketDir: started.socketDir, bin: started.bin, skipped: "" });
  return () => started.stop();
}
