/**
 * The HTML report at scale: for traces of 1,000 to 50,000 tasks, the time `mcp-tasks report` takes, the file's size
 * (and gzipped, as it would travel attached to an issue), and the time Debian's chromium takes to open it and draw
 * its first page, from navigation start to the load event (the page draws before that event), median of five opens.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { manyTasksTrace } from "./many-tasks.js";
import { root } from "./dist.js";
import type { Section } from "./report.js";
import { fmt, median } from "./stats.js";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface Row {
  tasks: number;
  traceMB: number;
  reportMs: number;
  htmlMB: number;
  gzipMB: number;
  openMs: number;
}

/** Measures report size and open time; returns the RESULTS.md section. */
export async function runReportScale(options: { quick: boolean }): Promise<Section> {
  const sizes = options.quick ? [1_000, 10_000] : [1_000, 10_000, 50_000];
  const opens = options.quick ? 3 : 5;
  const dir = mkdtempSync(join(tmpdir(), "bench-report-"));
  const context = await chromium.launchPersistentContext(join(dir, "profile"), {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  const rows: Row[] = [];
  try {
    for (const tasks of sizes) {
      const trace = join(dir, `${tasks}.jsonl`);
      const html = join(dir, `${tasks}.html`);
      writeFileSync(trace, manyTasksTrace(tasks));
      const started = performance.now();
      execFileSync(process.execPath, [join(root, "dist/cli.js"), "report", trace, "-o", html]);
      const reportMs = performance.now() - started;
      const times: number[] = [];
      for (let i = 0; i < opens; i++) {
        const page = await context.newPage();
        await page.goto(pathToFileURL(html).href);
        await page.waitForSelector("body[data-ready]", { timeout: 120_000 });
        times.push(
          await page.evaluate(
            () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
          ),
        );
        await page.close();
      }
      const bytes = statSync(html).size;
      rows.push({
        tasks,
        traceMB: statSync(trace).size / 1e6,
        reportMs,
        htmlMB: bytes / 1e6,
        gzipMB: gzipSync(readFileSync(html)).length / 1e6,
        openMs: median(times),
      });
    }
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const table = [
    "| Tasks | Trace | `mcp-tasks report` | HTML | HTML gzipped | Bytes per task | Open and draw page 1 (chromium) |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.tasks.toLocaleString("en-US")} | ${fmt(r.traceMB)} MB | ${fmt(r.reportMs / 1000)} s | ${fmt(r.htmlMB)} MB | ${fmt(r.gzipMB)} MB | ${fmt((r.htmlMB * 1e6) / r.tasks)} | ${fmt(r.openMs)} ms |`,
    ),
  ].join("\n");
  const ten = rows.find((r) => r.tasks === 10_000)!;
  const body = `Synthetic traces (bench/many-tasks.ts): ten tasks in flight at a time, each created by a tools/call,
polled twice and completed (every 50th fails, every 100th is reported working again: 1% of tasks with an error,
2% with a warning), about 2.1 kB of trace per task. The page holds every task's data but draws one page of 50
tasks at a time. "Open" is navigation start to the load event in headless chromium (the page is drawn by then),
median of ${opens} opens; "\`mcp-tasks report\`" includes Node's start and the lint of the trace.

${table}`;
  return {
    id: "report",
    title: "HTML report at scale",
    body,
    targets: [
      {
        target: "10,000-task report: file size",
        goal: "<= 5 MB",
        measured: `${fmt(ten.htmlMB)} MB`,
        pass: ten.htmlMB <= 5,
      },
      {
        target: "10,000-task report: open and draw page 1",
        goal: "<= 1,000 ms",
        measured: `${fmt(ten.openMs)} ms`,
        pass: ten.openMs <= 1000,
      },
    ],
  };
}
