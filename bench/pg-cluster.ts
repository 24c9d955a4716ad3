/**
 * A throwaway PostgreSQL cluster from the Debian binaries: `initdb` into a temporary directory (as the `postgres` user
 * when running as root, since initdb refuses root), a Unix socket in that directory and no TCP port, stopped and
 * removed afterwards. The store tests and the store benchmark start one each.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A running cluster. */
export interface Cluster {
  /** A connection string for `pg` and `postgres.js` (the socket directory as the `host` parameter). */
  readonly url: string;
  /** The directory holding the socket, for `psql -h` and `pgbench -h`. */
  readonly socketDir: string;
  readonly port: number;
  /** The directory with initdb, pg_ctl and pgbench. */
  readonly bin: string;
  /** Stops the server (immediately, as a crash would: connections are cut) and keeps its data, for `startServer`. */
  stopServer(): void;
  /** Starts the server stopped by `stopServer` again, on the same socket and data. */
  startServer(): void;
  stop(): void;
}

/** Where the newest installed PostgreSQL keeps its binaries, or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => /^[0-9]+$/.test(v) && existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(base, versions[0], "bin");
}

/** The uid and gid of the `postgres` user, read with `id`. */
function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

const isRoot = (): boolean => typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL binary, as `postgres` when this process is root; throws with its output when it fails. */
function run(bin: string, tool: string, args: string[]): void {
  const command = isRoot() ? "runuser" : join(bin, tool);
  const argv = isRoot() ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
  const result = spawnSync(command, argv, { encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${tool} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
}

/** Settings of a new cluster. */
export interface ClusterOptions {
  readonly maxConnections?: number;
  /** Server settings passed as `-c name=value`, for example `fsync=off` for tests that never survive a machine crash. */
  readonly settings?: Readonly<Record<string, string>>;
}

/** Starts a cluster; throws (with initdb's or pg_ctl's output) when it cannot. */
export function startCluster(options: ClusterOptions = {}): Cluster {
  const bin = findPostgresBin();
  if (bin === undefined) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql");
  const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-pg-"));
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = 5432;
  let flags = "";
  const start = (): void =>
    run(bin, "pg_ctl", ["start", "-D", data, "-w", "-t", "60", "-l", join(dir, "server.log"), "-o", flags]);
  try {
    run(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    const settings = {
      listen_addresses: "''",
      unix_socket_directories: `'${dir}'`,
      port: String(port),
      max_connections: String(options.maxConnections ?? 64),
      ...options.settings,
    };
    flags = Object.entries(settings)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(" ");
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    socketDir: dir,
    port,
    bin,
    stopServer() {
      run(bin, "pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);
    },
    startServer: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(bin, "pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
