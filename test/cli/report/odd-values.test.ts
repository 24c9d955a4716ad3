import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { runCli } from "../run-cli.js";
import { launch, outputDir } from "./chromium.js";

const DECLARES = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};

/** One task created by a tools/call answered with `task`; `at` stamps both envelopes when given. */
function created(id: number, task: Record<string, unknown>, at?: string): string[] {
  const stamp = at === undefined ? {} : { at };
  const created = "2026-08-21T10:00:00.000Z";
  return [
    JSON.stringify({
      dir: "c2s",
      ...stamp,
      message: { jsonrpc: "2.0", id, method: "tools/call", params: { name: "t", _meta: DECLARES } },
    }),
    JSON.stringify({
      dir: "s2c",
      ...stamp,
      message: {
        jsonrpc: "2.0",
        id,
        result: { resultType: "task", createdAt: created, lastUpdatedAt: created, ttlMs: 1000, ...task },
      },
    }),
  ];
}

let context: BrowserContext;
beforeAll(async () => {
  context = await launch();
});
afterAll(async () => {
  await context?.close();
});

/** Writes a trace, makes its report and opens it; returns what the page shows and every error it raised. */
async function drawn(name: string, lines: string[]) {
  const trace = join(outputDir, `${name}.jsonl`);
  const html = join(outputDir, `${name}.html`);
  writeFileSync(trace, lines.join("\n") + "\n");
  const made = await runCli(["report", trace, "-o", html]);
  expect(made.status, made.stderr).toBe(0);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  // The page's script runs inline, so it has finished (or thrown) once the load event has fired.
  await page.goto(pathToFileURL(html).href, { waitUntil: "load" });
  const state = await page.evaluate(() => ({
    ready: document.body.dataset.ready,
    chips: Array.from(document.querySelectorAll("#by-status .chip")).map((e) => e.textContent),
    options: Array.from(document.querySelectorAll("#f-status option")).map((e) => (e as HTMLOptionElement).value),
    heads: Array.from(document.querySelectorAll("section.task .head")).map((e) => (e as HTMLElement).innerText),
  }));
  await page.close();
  return { ...state, problems };
}

describe("the HTML report draws traces with out-of-range and odd values", () => {
  it("shows a TTL beyond the range of dates without a date, and still draws the page", async () => {
    // The first task's envelopes carry times (the trace has a base time); the others do not, so their TTL is a date.
    const timed = created(1, { taskId: "timed", status: "working" }, "2026-08-21T10:00:00.000Z");
    const page = await drawn("ttl-out-of-range", [
      ...timed,
      ...created(2, { taskId: "far", status: "working", ttlMs: 1e16 }),
      ...created(3, { taskId: "near", status: "working" }),
    ]);
    expect(page.problems).toEqual([]);
    expect(page.ready).toBe("1");
    expect(page.heads).toHaveLength(3);
    expect(page.heads.find((h) => h.includes("far"))).toMatch(/TTL ends beyond the dates a browser can show/);
    expect(page.heads.find((h) => h.includes("near"))).toMatch(/TTL ends 2026-08-21T10:00:01\.000Z/);
  });

  it("counts and offers statuses named after Object.prototype members like any other", async () => {
    const odd = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];
    const lines = odd.flatMap((status, i) =>
      created(10 + i, { taskId: `task-${status}`, status }, "2026-08-21T10:00:00.500Z"),
    );
    lines.push(...created(20, { taskId: "another-constructor", status: "constructor" }, "2026-08-21T10:00:00.500Z"));
    const page = await drawn("odd-statuses", lines);
    expect(page.problems).toEqual([]);
    expect(page.chips.sort()).toEqual(["__proto__ 1", "constructor 2", "hasOwnProperty 1", "toString 1", "valueOf 1"]);
    expect(page.options.filter((v) => v !== "all").sort()).toEqual([...odd].sort());
  });
});
