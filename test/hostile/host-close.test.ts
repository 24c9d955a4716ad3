/** Attack on shutdown: after close() the host holds no timer or handle, so a process exits as soon as its work is done. */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const child = fileURLToPath(new URL("./close-child.ts", import.meta.url));

describe("close()", () => {
  it("leaves no timer behind in a process that served a task", () => {
    const out = execFileSync(process.execPath, ["--import", "tsx", child], { encoding: "utf8", timeout: 30_000 });
    const resources = JSON.parse(out.trim().split("\n").pop()!) as string[];
    expect(resources.filter((r) => r === "Timeout" || r === "Immediate")).toEqual([]);
  });
});
