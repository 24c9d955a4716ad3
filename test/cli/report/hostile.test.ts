import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { runCli } from "../run-cli.js";
import { launch, outputDir } from "./chromium.js";

/** Strings that would run code if any reached the page as markup or a URL. Each sets window.__pwned or opens a dialog. */
const PLANTS = [
  `<script>window.__pwned = "script"</script>`,
  `</script><script>window.__pwned = "closed script"</script>`,
  `"><img src=x onerror="window.__pwned='img'">`,
  `' onmouseover='window.__pwned="attr"' x='`,
  `javascript:window.__pwned='url'`,
  `<svg onload="alert('svg')"></svg>`,
  `<a href="javascript:alert('href')">click</a>`,
  `<!--<script>window.__pwned='comment'</script>-->\u2028\u2029`,
  `<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>`,
];

const DECLARES = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};

/** A trace whose task ids, status messages, results, errors, input keys, tool names and bodies are all planted strings. */
function plantedTrace(): string {
  const lines: object[] = [];
  const at = (s: number) => `2026-08-21T10:00:${String(s).padStart(2, "0")}.000Z`;
  PLANTS.forEach((plant, i) => {
    const id = 10 * i;
    const task = { taskId: plant, createdAt: at(0), lastUpdatedAt: at(0), ttlMs: 1000, pollIntervalMs: 0 };
    lines.push({
      dir: "c2s",
      at: at(0),
      headers: { "Mcp-Method": "tools/call", "Mcp-Name": plant },
      message: {
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: plant, arguments: { plant }, _meta: DECLARES },
      },
    });
    lines.push({
      dir: "s2c",
      at: at(1),
      message: { jsonrpc: "2.0", id, result: { resultType: "task", status: "working", statusMessage: plant, ...task } },
    });
    lines.push({
      dir: "c2s",
      at: at(2),
      message: { jsonrpc: "2.0", id: id + 1, method: "tasks/get", params: { taskId: plant, _meta: DECLARES } },
    });
    const payload =
      i % 3 === 0
        ? {
            status: "input_required",
            inputRequests: {
              [plant]: {
                method: "elicitation/create",
                params: { mode: "form", message: plant, requestedSchema: { type: "object", properties: {} } },
              },
            },
          }
        : i % 3 === 1
          ? { status: "completed", result: { content: [{ type: "text", text: plant }], isError: false } }
          : { status: "failed", statusMessage: plant, error: { code: -32603, message: plant } };
    lines.push({
      dir: "s2c",
      at: at(3),
      message: {
        jsonrpc: "2.0",
        id: id + 1,
        result: { resultType: "complete", ...task, lastUpdatedAt: at(3), ...payload },
      },
    });
    // A finding whose message quotes the plant: the status goes back to working after a terminal one, or a bad body.
    lines.push({
      dir: "s2c",
      at: at(4),
      message: {
        jsonrpc: "2.0",
        method: "notifications/tasks",
        params: { ...task, status: "working", statusMessage: plant, lastUpdatedAt: at(4) },
      },
    });
    lines.push({
      dir: "s2c",
      at: at(5),
      http: { status: 500, contentType: plant, bytes: plant.length, problem: "not-json", text: plant },
    });
  });
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n" + PLANTS[0] + "\n";
}

let context: BrowserContext;
beforeAll(async () => {
  context = await launch();
});
afterAll(async () => {
  await context?.close();
});

describe("the HTML report of a hostile trace", () => {
  it("shows every planted string as text and runs none of them", async () => {
    // The file name is planted too: it is shown in the page's title and header.
    const trace = join(outputDir, `planted-"><img src=x onerror=alert(1)>.jsonl`);
    writeFileSync(trace, plantedTrace());
    const html = join(outputDir, "planted.html");
    const made = await runCli(["report", trace, "-o", html]);
    expect(made.status, made.stderr).toBe(0);
    const text = readFileSync(html, "utf8");
    // The data block cannot be closed from inside: no "<" survives in it.
    const data = text.slice(text.indexOf('<script type="application/json"'), text.indexOf("</script>") + 9);
    expect(data.slice(data.indexOf(">") + 1, -9)).not.toMatch(/[<>]/);

    const { state, problems, requests } = await inspect(html, join(outputDir, "planted.png"));
    expect(state.pwned).toBeUndefined();
    expect(problems).toEqual([]);
    expect(state.scripts).toBe(2);
    expect(state.foreign).toBe(0);
    expect(state.handlers).toEqual([]);
    for (const href of state.hrefs) expect(href).toMatch(/^#(rule|f)-\d+(-\d+)?$/);
    expect([...state.ids].sort()).toEqual([...PLANTS].sort());
    for (const plant of PLANTS.slice(0, 7)) expect(state.body).toContain(plant);
    expect(state.title).toBe(`mcp-tasks report: ${trace}`);
    expect(requests).toEqual([pathToFileURL(html).href]);
  });

  it("the same checks catch a plant that reaches the markup (a foil page with one planted string pasted in raw)", async () => {
    const html = join(outputDir, "planted.html");
    const foil = join(outputDir, "planted-foil.html");
    writeFileSync(foil, readFileSync(html, "utf8").replace("<main>", `<main>${PLANTS[2]}${PLANTS[0]}`));
    const { state, problems } = await inspect(foil, join(outputDir, "planted-foil.png"));
    expect(state.foreign).toBeGreaterThan(0);
    expect(state.handlers).toContain("onerror");
    expect(state.scripts).toBe(3);
    // The page's policy blocks the pasted script and handler, and says so: a second line of defence the test sees.
    expect(problems.some((p) => /Content Security Policy/.test(p))).toBe(true);
  });
});

/** Opens a page, exercises every control, and reports what ran, what it asked for and what its DOM holds. */
async function inspect(html: string, screenshot: string) {
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  page.on("dialog", (d) => {
    problems.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  page.on("console", (m) => problems.push(`console ${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error ${e.message}`));
  await page.goto(pathToFileURL(html).href);
  await page.waitForSelector("body[data-ready]");
  // Open every event table, hover every marker, follow every link: still nothing may run.
  for (const summary of await page.locator("details.events summary").all()) await summary.click();
  for (const marker of await page.locator(".mk, .fm, .seg").all()) await marker.hover({ force: true });
  for (const link of await page.locator("a[href]").all()) await link.click({ force: true });
  for (const size of ["25", "200"]) await page.selectOption("#f-size", size);
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    ids: Array.from(document.querySelectorAll(".task-id")).map((e) => e.textContent),
    scripts: document.scripts.length,
    foreign: document.querySelectorAll("img, svg, iframe, object, embed, form, base, meta[http-equiv=refresh]").length,
    hrefs: Array.from(document.querySelectorAll("[href]")).map((e) => e.getAttribute("href")),
    handlers: Array.from(document.querySelectorAll("*")).flatMap((e) =>
      Array.from(e.attributes)
        .filter((a) => /^on/i.test(a.name))
        .map((a) => a.name),
    ),
    body: document.body.innerText,
    title: document.title,
  }));
  await page.screenshot({ path: screenshot, fullPage: true });
  await page.close();
  return { state, problems, requests };
}
