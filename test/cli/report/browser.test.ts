import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { jsonLines, runCli, tracesDir } from "../run-cli.js";
import { launch, outputDir } from "./chromium.js";

interface Finding {
  line: number;
  severity: "error" | "warning";
  rule: string;
  taskId: string | null;
  party: "client" | "server" | null;
}

let context: BrowserContext;
beforeAll(async () => {
  context = await launch();
});
afterAll(async () => {
  await context?.close();
});

/** An opened report, with everything the page asked the network for and every dialog or console error it raised. */
interface Opened {
  page: Page;
  requests: string[];
  problems: string[];
}

async function open(html: string): Promise<Opened> {
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  page.on("dialog", (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.goto(pathToFileURL(html).href);
  await page.waitForSelector("body[data-ready]", { timeout: 10_000 });
  return { page, requests, problems };
}

/** Whether each finding is shown, visible, on its task's card (or among the findings of no task). */
function placed(page: Page, findings: Finding[]): Promise<boolean[]> {
  return page.evaluate((wanted) => {
    const cards = Array.from(document.querySelectorAll("section.task"));
    return wanted.map((f) => {
      const root =
        f.taskId === null
          ? document.getElementById("general")
          : cards.find((c) => c.querySelector(".task-id")?.textContent === f.taskId);
      const item = Array.from(root?.querySelectorAll("li.finding") ?? []).find(
        (li) => (li as HTMLElement).dataset.rule === f.rule && (li as HTMLElement).dataset.line === String(f.line),
      ) as HTMLElement | undefined;
      if (item === undefined || !item.checkVisibility()) return false;
      return (
        item.querySelector(".sev")?.textContent === f.severity &&
        item.querySelector(".party")?.textContent === (f.party ?? "no party") &&
        item.querySelector("a.rule")?.getAttribute("href")?.startsWith("#rule-") === true
      );
    });
  }, findings);
}

/** The visible findings on the page, as "party severity rule line". */
function visible(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("li.finding"))
      .filter((li) => (li as HTMLElement).checkVisibility())
      .map((li) => {
        const d = (li as HTMLElement).dataset;
        return `${d.party} ${d.severity} ${d.rule} ${d.line}`;
      }),
  );
}

const key = (f: Finding): string => `${f.party ?? "none"} ${f.severity} ${f.rule} ${f.line}`;
const traces = readdirSync(tracesDir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();

describe("the HTML report in a real browser", () => {
  it.each(traces)("%s: every finding is visible on its task, the filters work, nothing is requested", async (trace) => {
    const html = join(outputDir, trace.replace(/\.jsonl$/, ".html"));
    const made = await runCli(["report", join(tracesDir, trace), "-o", html]);
    expect(made.status, made.stderr).toBe(0);
    const findings = jsonLines((await runCli(["lint", "--json", join(tracesDir, trace)])).stdout) as Finding[];
    const { page, requests, problems } = await open(html);
    expect(await placed(page, findings)).toEqual(findings.map(() => true));
    expect((await visible(page)).sort()).toEqual(findings.map(key).sort());
    for (const [select, value, keep] of [
      ["#f-party", "client", (f: Finding) => f.party === "client"],
      ["#f-party", "server", (f: Finding) => f.party === "server"],
      ["#f-party", "none", (f: Finding) => f.party === null],
    ] as const) {
      await page.selectOption(select, value);
      expect((await visible(page)).sort(), `${select} ${value}`).toEqual(findings.filter(keep).map(key).sort());
    }
    await page.selectOption("#f-party", "all");
    await page.selectOption("#f-severity", "warning");
    expect((await visible(page)).sort()).toEqual(
      findings
        .filter((f) => f.severity === "warning")
        .map(key)
        .sort(),
    );
    await page.selectOption("#f-severity", "all");
    if (findings.length > 0) {
      // Picking a rule in the summary shows that rule's findings only; the checkbox then hides tasks without one.
      await page
        .locator("#by-rule tr.pick")
        .first()
        .click({ position: { x: 400, y: 5 } });
      const rule = await page.locator("#by-rule tr.pick a.rule").first().textContent();
      expect((await visible(page)).sort()).toEqual(
        findings
          .filter((f) => f.rule === rule)
          .map(key)
          .sort(),
      );
      await page.check("#f-only");
      const tasksShown = await page.locator("section.task").count();
      expect(tasksShown).toBe(
        new Set(findings.filter((f) => f.rule === rule && f.taskId !== null).map((f) => f.taskId)).size,
      );
    }
    await page.screenshot({ path: html.replace(/\.html$/, ".png"), fullPage: true });
    expect(requests).toEqual([pathToFileURL(html).href]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lint --party server --html opens filtered on the server", async () => {
    const html = join(outputDir, "lint-party-server.html");
    const run = await runCli([
      "lint",
      "--party",
      "server",
      "--html",
      html,
      join(tracesDir, "bad-client-requests.jsonl"),
    ]);
    expect(run.status).toBe(0);
    const { page } = await open(html);
    expect(await page.inputValue("#f-party")).toBe("server");
    expect(await visible(page)).toEqual([]);
    await page.selectOption("#f-party", "all");
    expect((await visible(page)).length).toBe(4);
    await page.close();
  });
});
