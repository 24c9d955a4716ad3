/**
 * Lint while recording: the recorded lines go to the live linter's own thread, so that the proxy forwards traffic at
 * the pace of a plain recording, and the findings print as they come back.
 */
import { Worker } from "node:worker_threads";
import type { Output } from "../../io/output.js";
import type { Party } from "../../lint/rules.js";
import type { FromLinter, LiveOptions, ToLinter } from "./findings.js";
import { FLUSH_MS } from "../recording.js";

type Ended = Extract<FromLinter, { kind: "ended" }>;

/** Characters of lines handed to the thread at once; fewer go once FLUSH_MS have passed since the first. */
const BATCH_CHARS = 64 * 1024;

/** Characters handed to the thread and not linted yet past which the proxy waits: a slow linter never piles up lines. */
export const MAX_UNLINTED_CHARS = 8 * 1024 * 1024;

/** The thread's script, beside the CLI's bundle. */
const THREAD_URL = new URL("./lint-thread.js", import.meta.url);

/** The live linter of a recording, printing through lint's own renderings. */
export class LiveLint {
  private readonly worker: Worker;
  private texts: string[] = [];
  private first = 0;
  private batchChars = 0;
  private unlinted = 0;
  private timer: NodeJS.Timeout | undefined;
  private sendScheduled = false;
  private printScheduled = false;
  private flushing: Promise<void> | undefined;
  private waiting: { promise: Promise<void>; resolve: () => void } | undefined;
  private onReady: ((failure: string | undefined) => void) | undefined;
  private readonly started: Promise<string | undefined>;
  private onEnded: ((message: Ended | undefined) => void) | undefined;
  private closing = false;
  private running = false;
  private closed: Promise<void> | undefined;
  private errorCount = 0;
  private failure: string | undefined;

  /**
   * Prints the findings against `party` (all without one) to `out`, as text or JSON Lines; `note` tells at once when
   * the thread fails. `threadUrl` names the thread's script (the one beside the bundle by default).
   */
  constructor(
    private readonly out: Output,
    party: Party | undefined,
    json: boolean,
    private readonly note: (line: string) => void,
    threadUrl: URL = THREAD_URL,
  ) {
    const options: LiveOptions = { party, json };
    this.started = new Promise((resolve) => (this.onReady = resolve));
    this.worker = new Worker(threadUrl, { workerData: options });
    this.worker.on("message", (message: FromLinter) => this.receive(message));
    this.worker.on("error", (error) => this.fail(error instanceof Error ? error.message : String(error)));
    this.worker.on("exit", (code) => this.fail(`its thread exited with status ${code}`));
  }

  /** Resolves once the thread is ready to lint, or with why it could not start. */
  start(): Promise<string | undefined> {
    return this.started;
  }

  /** Hands one line of the recording (numbered `line`) to the linter. */
  line(text: string, line: number): void {
    if (this.failure !== undefined) return;
    if (this.texts.length > 0 && line !== this.first + this.texts.length) this.send();
    if (this.texts.length === 0) this.first = line;
    this.texts.push(text);
    this.batchChars += text.length;
    if (this.batchChars >= BATCH_CHARS) this.send();
    else if (!this.sendScheduled) {
      this.sendScheduled = true;
      this.timer = setTimeout(this.sendLater, FLUSH_MS);
      this.timer.unref();
    }
  }

  /** A promise while the linter lags too far behind, or its findings wait for the output; undefined otherwise. */
  ready(): Promise<void> | undefined {
    return this.waiting?.promise ?? this.flushing;
  }

  /**
   * Ends the recording of `lines` lines: the linter catches up, reports the tasks left running and, for text output,
   * the summary line. Resolves once the thread is gone.
   */
  async end(lines: number): Promise<void> {
    this.send();
    if (this.failure === undefined) {
      const last = await new Promise<Ended | undefined>((resolve) => {
        this.onEnded = resolve;
        this.worker.postMessage({ kind: "end", lines } satisfies ToLinter);
      });
      if (last !== undefined) {
        this.errorCount = last.errors;
        if (last.closing !== null) this.out.line(last.closing);
      }
    }
    await this.close();
  }

  /** Stops the thread, without a verdict unless `end` gave it; the thread keeps the process alive until then. */
  close(): Promise<void> {
    this.closing = true;
    this.closed ??= this.worker.terminate().then(() => undefined);
    return this.closed;
  }

  /** Errors printed: the exit status follows them, as lint's does. */
  get errors(): number {
    return this.errorCount;
  }

  /** Why the live linter stopped before the end of the recording, if it did: its verdict is then incomplete. */
  get failed(): string | undefined {
    return this.failure;
  }

  private readonly sendLater = (): void => this.send();

  /** Hands the gathered lines to the thread in one message; past MAX_UNLINTED_CHARS, writers wait. */
  private send(): void {
    if (this.sendScheduled) {
      this.sendScheduled = false;
      clearTimeout(this.timer);
    }
    if (this.texts.length === 0 || this.failure !== undefined) return;
    this.worker.postMessage({ kind: "lines", first: this.first, texts: this.texts } satisfies ToLinter);
    this.unlinted += this.batchChars;
    this.texts = [];
    this.batchChars = 0;
    if (this.unlinted > MAX_UNLINTED_CHARS && this.waiting === undefined) {
      let resolve = (): void => undefined;
      const promise = new Promise<void>((r) => (resolve = r));
      this.waiting = { promise, resolve };
    }
  }

  private receive(message: FromLinter): void {
    if (message.kind === "ready") {
      this.running = true;
      return this.onReady?.(undefined);
    }
    for (const text of message.printed) this.out.line(text);
    if (message.printed.length > 0) this.printSoon();
    if (message.kind === "ended") return this.onEnded?.(message);
    this.unlinted -= message.chars;
    if (this.unlinted <= MAX_UNLINTED_CHARS) this.release();
  }

  /** The thread failed, or exited unasked: lines are no longer linted, and nothing waits for it. */
  private fail(why: string): void {
    if (this.closing || this.failure !== undefined) return;
    this.failure = why;
    // A thread that never started is refused by the caller of start(); only a running one stops mid-recording.
    if (this.running) this.note(`the live linter stopped (${why}); the recording goes on`);
    this.texts = [];
    this.release();
    this.onReady?.(this.failure);
    this.onEnded?.(undefined);
  }

  private release(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve();
  }

  /**
   * Findings reach the output within FLUSH_MS of the first one waiting, gathered into one write: a write each turn of
   * the event loop would cost a busy recorder a system call for every exchange or two.
   */
  private printSoon(): void {
    if (this.printScheduled) return;
    this.printScheduled = true;
    setTimeout(this.printNow, FLUSH_MS).unref();
  }

  private readonly printNow = (): void => {
    this.printScheduled = false;
    const flushing = this.out.flush().then(() => {
      if (this.flushing === flushing) this.flushing = undefined;
    });
    this.flushing = flushing;
  };
}
