/** What the example tools share: a sleep that honours the server's time scale and the task's cancellation. */
import type { HostTool } from "mcp-tasks/host";

/** The environment the example tools are built with. */
export interface ToolEnv {
  /** Waits `ms` milliseconds times the server's time scale; rejects as soon as `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** An example tool, built for an environment. */
export type ExampleTool = (env: ToolEnv) => HostTool;

/** The environment for a time scale (1: real time; tests use a small factor). */
export function toolEnv(timeScale: number): ToolEnv {
  return {
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const onAbort = (): void => {
          clearTimeout(timer);
          reject(signal.reason);
        };
        const timer = setTimeout(
          () => {
            signal.removeEventListener("abort", onAbort);
            resolve();
          },
          Math.max(0, ms * timeScale),
        );
        signal.addEventListener("abort", onAbort, { once: true });
      }),
  };
}
