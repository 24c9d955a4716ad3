/** Lint while recording: each envelope goes through the streaming linter as it is written, findings print at once. */
import { Tally, forParty } from "../lint/findings.js";
import { Linter } from "../lint/linter.js";
import { closingLine, findingToJson, findingToText } from "../lint/report.js";
import type { Party } from "../lint/rules.js";
import type { Output } from "../io/output.js";

/** The live linter of a recording, printing through lint's own renderings. */
export class LiveLint {
  private readonly linter: Linter;
  private readonly shown = new Tally();
  private readonly omitted = new Tally();
  private flushing: Promise<void> | undefined;
  private scheduled = false;

  /** Prints the findings against `party` (all without one) to `out`, as text or JSON Lines. */
  constructor(
    private readonly out: Output,
    private readonly party: Party | undefined,
    private readonly json: boolean,
  ) {
    const render = json ? findingToJson : findingToText;
    const print = this.shown.counting((f) => {
      out.line(render(f));
      this.flushSoon();
    });
    this.linter = new Linter(forParty(party, print, (f) => this.omitted.count(f)));
  }

  /** Lints one envelope line of the recording. */
  line(text: string, line: number): void {
    this.linter.line(text, line);
  }

  /** A promise while printed findings wait for the output to take them; undefined otherwise. */
  ready(): Promise<void> | undefined {
    return this.flushing;
  }

  /** Ends the recording: tasks left running are reported, then the summary line (text output only). */
  end(lines: number): void {
    this.linter.end();
    if (!this.json) this.out.line(closingLine(this.shown, this.omitted, this.party, lines, this.linter.tasksSeen));
  }

  /** Errors printed so far: the exit status follows them, as lint's does. */
  get errors(): number {
    return this.shown.errors;
  }

  /** Findings reach the terminal within the same turn of the event loop, batched when many come at once. */
  private flushSoon(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const flushing = this.out.flush().then(() => {
        if (this.flushing === flushing) this.flushing = undefined;
      });
      this.flushing = flushing;
    });
  }
}
