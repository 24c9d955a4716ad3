import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { runCli } from "../run-cli.js";
import { launch, outputDir } from "./chromium.js";
import { manyTasksTrace, taskIdOf } from "../../../bench/many-tasks.js";

let context: BrowserContext;
beforeAll(async () => {
  context = await launch();
});
afterAll(async () => {
  await context?.close();
});

describe("the HTML report of 10,000 tasks", () => {
  it("opens on the first page of 50, pages to the last, filters to the tasks with findings, finds one by id", async () => {
    const trace = join(outputDir, "ten-thousand.jsonl");
    writeFileSync(trace, manyTasksTrace(10_000));
    const html = join(outputDir, "ten-thousand.html");
    const made = await runCli(["report", trace, "-o", html]);
    expect(made.stdout).toBe(`wrote ${html}: 10000 tasks, 100 errors, 200 warnings\n`);
    // Sizes are measured in bench/; here only a sanity bound on what one file carries per task.
    expect(statSync(html).size / 10_000).toBeLessThan(1000);
    const page = await context.newPage();
    await page.goto(pathToFileURL(html).href);
    await page.waitForSelector("body[data-ready]", { timeout: 30_000 });
    expect(await page.locator("section.task").count()).toBe(50);
    expect(await page.textContent("#p-info")).toBe("tasks 1–50 of 10,000, page 1 of 200");
    await page.click("#p-last");
    expect(await page.locator(".task-id").last().textContent()).toBe(taskIdOf(9_999));
    await page.selectOption("#f-severity", "error");
    await page.check("#f-only");
    expect(await page.textContent("#p-info")).toBe("tasks 1–50 of 100 shown (10,000 in all), page 1 of 2");
    expect(await page.locator("li.finding:visible").count()).toBe(50);
    await page.uncheck("#f-only");
    await page.selectOption("#f-severity", "all");
    await page.fill("#f-query", taskIdOf(4_321).slice(-6));
    expect(await page.locator(".task-id").allTextContents()).toEqual([taskIdOf(4_321)]);
    await page.screenshot({ path: join(outputDir, "ten-thousand.png") });
    await page.close();
  });
});
