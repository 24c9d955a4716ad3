/**
 * The child processes of the cold-start section: each loads one package by name, through `require` or `import`, does
 * one piece of work with it, checks the answer, and prints how long loading and working took inside the process.
 */

/** A GetTaskResult every compared validator accepts (the official schemas included). */
export const MESSAGE = JSON.stringify({
  resultType: "complete",
  taskId: "786512e2-9e0d-44bd-8f29-789f320fe840",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:50:00Z",
  ttlMs: 3600000,
  pollIntervalMs: 5000,
});
// An empty taskId: the first validation fails, so Node's builds load the explaining validators as well.
const INVALID = MESSAGE.replace('"786512e2-9e0d-44bd-8f29-789f320fe840"', '""');

/** The empty package every child is compared with: an exports map and a one-line `validate`. */
export const FLOOR_PACKAGE = "cold-start-floor";

/** A module system a child loads through. */
export type System = "cjs" | "esm";

/** One kind of child: what it loads and does, and the floor (an empty package of the same module system) it is held to. */
export interface Child {
  id: string;
  label: string;
  system: System;
  /** The node arguments; the child prints its in-process milliseconds, or nothing for the bare node. */
  args: string[];
}

/** A child that loads `pkg` and evaluates `work` (an expression over `m` that must be true), timing both. */
function child(id: string, label: string, system: System, pkg: string, work: string): Child {
  const load =
    system === "cjs" ? `const m = require(${JSON.stringify(pkg)});` : `const m = await import(${JSON.stringify(pkg)});`;
  const code = `const t0 = performance.now();\n${load}\nconst ok = ${work};\nconst t = performance.now() - t0;\nif (ok !== true) process.exit(1);\nprocess.stdout.write(String(t));`;
  return { id, label, system, args: system === "cjs" ? ["-e", code] : ["--input-type=module", "-e", code] };
}

const TRANSITION =
  '(() => { const c = m.createTask({ taskId: "t1", now: "2026-11-22T10:00:00Z", ttlMs: 60000 }); return c.ok && m.transition(c.state, { type: "complete", now: "2026-11-22T10:00:05Z", result: { content: [], isError: false } }).ok; })()';
const VALIDATE = `m.validate("GetTaskResult", ${MESSAGE}).ok === true`;
const REFUSE = `m.validate("GetTaskResult", ${INVALID}).ok === false`;
const DECODE = `m.decode(${JSON.stringify(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t1" } }))}).ok === true`;
const STORE = "typeof m.memoryStore().get === 'function'";
const OFFICIAL = `m.GetTaskResultV2Schema.safeParse(${MESSAGE}).success === true`;
const ZOD = "typeof m.z.object === 'function'";
const HOST = "m.createTasksHost({ tools: [] }).ok === true";

const SYSTEMS = { cjs: "`require`", esm: "`import`" } as const;

/** The children of one module system, floor first. */
function childrenOf(system: System): Child[] {
  const by = SYSTEMS[system];
  const all = [
    child(`floor-${system}`, `floor: ${by} an empty package + call it`, system, FLOOR_PACKAGE, VALIDATE),
    child(
      `machine-${system}`,
      `${by} mcp-tasks/machine + createTask + one transition`,
      system,
      "mcp-tasks/machine",
      TRANSITION,
    ),
    child(`store-${system}`, `${by} mcp-tasks/store + memoryStore()`, system, "mcp-tasks/store", STORE),
    child(
      `validate-${system}`,
      `${by} mcp-tasks/validate + validate one GetTaskResult`,
      system,
      "mcp-tasks/validate",
      VALIDATE,
    ),
    child(`codec-${system}`, `${by} mcp-tasks/codec + decode one tasks/get`, system, "mcp-tasks/codec", DECODE),
    child(`host-${system}`, `${by} mcp-tasks/host + createTasksHost()`, system, "mcp-tasks/host", HOST),
    child(`root-${system}`, `${by} mcp-tasks + validate one GetTaskResult`, system, "mcp-tasks", VALIDATE),
    child(`root-invalid-${system}`, `${by} mcp-tasks + validate an invalid GetTaskResult`, system, "mcp-tasks", REFUSE),
    child(`zod-${system}`, `${by} zod 4 alone`, system, "zod", ZOD),
  ];
  // The official package ships ESM only.
  if (system === "esm")
    all.push(
      child(
        "official-esm",
        "`import` @modelcontextprotocol/ext-tasks/core/v2 + safeParse the same GetTaskResult",
        system,
        "@modelcontextprotocol/ext-tasks/core/v2",
        OFFICIAL,
      ),
    );
  return all;
}

/** Every child: a bare node of each module system, then each system's children. */
export const CHILDREN: readonly Child[] = [
  { id: "bare-cjs", label: "bare `node -e`", system: "cjs", args: ["-e", ""] },
  ...childrenOf("cjs"),
  {
    id: "bare-esm",
    label: "bare `node --input-type=module -e`",
    system: "esm",
    args: ["--input-type=module", "-e", ""],
  },
  ...childrenOf("esm"),
];

/** The packages a child directory's node_modules must hold, besides this one and the floor. */
export const PEERS = ["zod", "@modelcontextprotocol/ext-tasks"];
