/** The whole issue (path, keyword, message) createTasksHost gives for each kind of bad option, as a caller reads it
 * to fix its options, and the values at the edge that it takes. */
import { describe, expect, it } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { memoryStore } from "../../src/store/index.js";

const run = () => ({ content: [] });
const tool = (extra: Record<string, unknown> = {}) => ({ name: "t", inputSchema: { type: "object" }, run, ...extra });

function issuesOf(options: unknown) {
  const made = createTasksHost(options as never);
  if (!made.ok) return made.issues;
  void made.value.close();
  return "ok";
}

const one = (path: string, keyword: string, message: string) => [{ path, keyword, message }];

describe("options that are not an object", () => {
  it("give one type issue at the root", () => {
    for (const options of [undefined, null, 5, "tools"]) {
      expect(issuesOf(options), String(options)).toEqual(one("", "type", "createTasksHost takes an options object"));
    }
  });
});

describe("the tool list", () => {
  it("must be an array", () => {
    for (const options of [{}, { tools: "t" }, { tools: { 0: tool() } }]) {
      expect(issuesOf(options), JSON.stringify(options)).toEqual(
        one("/tools", "type", "tools must be an array of tool definitions"),
      );
    }
  });

  it("needs a non-empty string name on each tool", () => {
    for (const name of ["", 5, undefined, null]) {
      expect(issuesOf({ tools: [tool({ name })] }), String(name)).toEqual(
        one("/tools/0/name", "type", "name must be a non-empty string"),
      );
    }
  });

  it("names the second tool of a name twice", () => {
    expect(issuesOf({ tools: [tool({ name: "a" }), tool({ name: "a" })] })).toEqual(
      one("/tools/1/name", "uniqueItems", 'two tools are named "a"'),
    );
  });

  it("lets a tool refused for its schema leave its name to the next tool", () => {
    expect(issuesOf({ tools: [tool({ name: "a", inputSchema: { type: "string" } }), tool({ name: "a" })] })).toEqual(
      one(
        "/tools/0/inputSchema",
        "type",
        'inputSchema must be a JSON Schema object with type "object", or a Standard Schema (zod 4, valibot, ...)',
      ),
    );
  });

  it("takes only the three kinds of task support", () => {
    expect(issuesOf({ tools: [tool({ taskSupport: "sometimes" })] })).toEqual(
      one("/tools/0/taskSupport", "enum", 'taskSupport must be "forbidden", "optional" or "required"'),
    );
    for (const taskSupport of ["forbidden", "optional", "required"]) {
      expect(issuesOf({ tools: [tool({ taskSupport })] }), taskSupport).toBe("ok");
    }
  });
});

describe("the function options", () => {
  it("must each be a function", () => {
    for (const key of ["inner", "owner", "clock", "allowOrigin", "onError"]) {
      for (const value of ["http://elsewhere", 1, null, {}]) {
        expect(issuesOf({ tools: [], [key]: value }), `${key}: ${JSON.stringify(value)}`).toEqual(
          one(`/${key}`, "type", `${key} must be a function`),
        );
      }
    }
  });
});

describe("the number options", () => {
  const least: [string, number][] = [
    ["ttlMs", 0],
    ["maxLiveTasksPerOwner", 0],
    ["maxTasksPerOwner", 0],
    ["storeTimeoutMs", 1],
    ["sweepTimeoutMs", 1],
    ["maxTasksPerClient", 1],
    ["maxLiveTasksPerClient", 1],
    ["pollIntervalMs", 0],
    ["sweepIntervalMs", 0],
    ["maxBodyBytes", 1],
    ["maxStreams", 0],
    ["maxStreamsPerOwner", 0],
    ["keepAliveMs", 0],
    ["closeGraceMs", 0],
  ];

  it("refuse what is not a safe integer or is below the least, naming the least", () => {
    for (const [key, min] of least) {
      for (const value of [min - 1, min + 0.5, String(min + 1), 2 ** 53, Number.NaN, true]) {
        expect(issuesOf({ tools: [], [key]: value }), `${key}: ${String(value)}`).toEqual(
          one(`/${key}`, "type", `${key} must be an integer of at least ${min}`),
        );
      }
    }
  });

  it("take the least", () => {
    for (const [key, min] of least) expect(issuesOf({ tools: [], [key]: min }), key).toBe("ok");
  });
});

describe("the store option", () => {
  const message = "store must implement TaskStore (create, get, apply, sweep, watch, close)";

  it("must be an object with all six methods", () => {
    const { create, get, apply, sweep, watch } = memoryStore();
    for (const store of [{}, { create }, { create, get, apply, sweep, watch }, null, "memory"]) {
      expect(issuesOf({ tools: [], store }), JSON.stringify(Object.keys(store ?? {}))).toEqual(
        one("/store", "type", message),
      );
    }
  });

  it("must not be a function, even one carrying the six methods", () => {
    const store = Object.assign(() => undefined, memoryStore());
    expect(issuesOf({ tools: [], store })).toEqual(one("/store", "type", message));
  });

  it("leaves no room for the default store's limits", () => {
    expect(issuesOf({ tools: [], store: memoryStore(), maxLiveTasksPerOwner: 3, maxTasksPerOwner: 5 })).toEqual([
      {
        path: "/maxLiveTasksPerOwner",
        keyword: "dependentSchemas",
        message: "maxLiveTasksPerOwner configures the default store; set it on the store passed in instead",
      },
      {
        path: "/maxTasksPerOwner",
        keyword: "dependentSchemas",
        message: "maxTasksPerOwner configures the default store; set it on the store passed in instead",
      },
    ]);
  });
});

describe("the serverInfo option", () => {
  it("must be an object with a string name and version", () => {
    const named = Object.assign(() => undefined, { version: "1.0.0" });
    for (const serverInfo of [null, "host", named, { name: 1, version: "1.0.0" }, { version: "1.0.0" }]) {
      expect(issuesOf({ tools: [], serverInfo }), String(serverInfo)).toEqual(
        one("/serverInfo", "type", "serverInfo must be { name: string, version: string }"),
      );
    }
    expect(issuesOf({ tools: [], serverInfo: { name: "n", version: "v" } })).toBe("ok");
  });
});
