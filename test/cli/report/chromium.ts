/** Debian's chromium, driven headless through playwright-core, with a fresh profile and no network of its own. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext } from "playwright-core";

/** Where Debian installs chromium (`apt-get install chromium`; .ci/run does it). */
export const CHROMIUM = "/usr/bin/chromium";

/** The flags the browser tests run chromium with. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The folder the browser tests write reports and screenshots to (git ignores it). */
export const outputDir = fileURLToPath(new URL("../../../.test-output/report/", import.meta.url));

/**
 * Launches chromium with a fresh --user-data-dir, removed when the context closes (or the launch fails); fails loudly
 * when chromium is not installed, never skips.
 */
export async function launch(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: the report's browser tests need Debian's chromium (apt-get install chromium)`,
    );
  }
  mkdirSync(outputDir, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), "mcp-tasks-chromium-"));
  // A browser that is still going away may write one more file: removal retries, and a profile left behind is not a
  // test failure (it must never throw from the close event).
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    } catch {}
  };
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 900 },
    });
    // close() resolves once the browser process has exited; chromium writes its profile until then, so the profile
    // is removed after it (and again on the close event, for a browser that goes away by itself).
    const close = context.close.bind(context);
    context.close = async (options) => {
      try {
        await close(options);
      } finally {
        removeProfile();
      }
    };
    context.once("close", removeProfile);
    return context;
  } catch (error) {
    removeProfile();
    throw error;
  }
}
