/** Runs `verdicts.py` under Debian's Python and its python3-jsonschema, Draft 2020-12. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Debian's interpreter: the one python3-jsonschema installs into (not whichever python3 is first on PATH). */
export const PYTHON = "/usr/bin/python3";
const HERE = dirname(fileURLToPath(import.meta.url));
const SCRIPT = join(HERE, "verdicts.py");
const SCHEMA = join(HERE, "..", "..", "schema", "tasks.schema.json");
const INSTALL = "run `apt-get install python3-jsonschema` (Debian's package, for /usr/bin/python3)";

/** The verdicts of Python's jsonschema, in the order of `cases`, and the engine's name and version. */
export function pythonVerdicts(cases: ReadonlyArray<readonly [definition: string, value: unknown]>): {
  engine: string;
  verdicts: boolean[];
} {
  if (!existsSync(PYTHON)) throw new Error(`${PYTHON} is missing: ${INSTALL}`);
  const run = spawnSync(PYTHON, [SCRIPT, SCHEMA], {
    input: JSON.stringify(cases),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { PATH: "/usr/bin:/bin", LANG: "C.UTF-8" },
  });
  if (run.error) throw new Error(`could not run ${PYTHON}: ${run.error.message}; ${INSTALL}`);
  if (run.status !== 0) {
    const missing = run.status === 3 || /No module named/.test(run.stderr);
    throw new Error(
      missing
        ? `python3-jsonschema is not installed: ${INSTALL}\n${run.stderr}`
        : `verdicts.py failed (${run.status}): ${run.stderr}`,
    );
  }
  const out = JSON.parse(run.stdout) as { engine: string; verdicts: boolean[] };
  if (out.verdicts.length !== cases.length)
    throw new Error(`verdicts.py answered ${out.verdicts.length} of ${cases.length} cases`);
  return out;
}
