/**
 * Makes the README's picture of a report: `tsx scripts/report-screenshot.ts [trace.jsonl] [out.png]` writes the
 * report of the trace (docs/report-trace.jsonl, a recording of the official suite's tasks-lifecycle scenario against
 * the reference server) and photographs it in Debian's chromium.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const [trace = join(root, "docs/report-trace.jsonl"), out = join(root, "docs/report.png")] = process.argv.slice(2);
const html = join(mkdtempSync(join(tmpdir(), "report-")), "report.html");
execFileSync(process.execPath, [join(root, "dist/cli.js"), "report", relative(root, trace), "-o", html], {
  stdio: "inherit",
  cwd: root,
});
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-")), {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
  viewport: { width: 1280, height: 1080 },
});
const page = await context.newPage();
await page.goto(pathToFileURL(html).href);
await page.waitForSelector("body[data-ready]");
await page.screenshot({ path: out });
await context.close();
console.log(`wrote ${out}`);
