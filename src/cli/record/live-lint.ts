/** Lint while recording: each envelope goes through the streaming linter as it is written, findings print at once. */
import { DEPTH_SCAN_CHARS } from "../io/bounded-parse.js";
import { Tally, forParty } from "../lint/findings.js";
import { Linter } from "../lint/linter.js";
import { closingLine, findingToJson, findingToText } from "../lint/report.js";
import type { Party } from "../lint/rules.js";
import { envelopeEntry } from "../lint/trace/entry.js";
import type { Output } from "../io/output.js";
import type { BodyRecord } from "./body.js";
import { FLUSH_MS, type Direction } from "./recording.js";

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

  /**
   * Lints one envelope line of the recording. A message whose parsed value came with its record is linted from its
   * parts, without parsing the line again; the result is the same, since the line embeds the very text that was parsed.
   * A line long enough for lint's depth scan, or a record without a value, is linted from its text.
   */
  line(
    text: string,
    line: number,
    dir?: Direction,
    headers?: Record<string, string>,
    at?: string,
    record?: BodyRecord,
  ): void {
    if (
      dir !== undefined &&
      at !== undefined &&
      record !== undefined &&
      "message" in record &&
      record.value !== undefined &&
      text.length <= DEPTH_SCAN_CHARS
    )
      this.linter.read(envelopeEntry(line, text.length, dir, headers, at, record.value));
    else this.linter.line(text, line);
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

  /**
   * Findings reach the output within FLUSH_MS of the first one waiting, gathered into one write: a write each turn of
   * the event loop would cost a busy recorder a system call for every exchange or two.
   */
  private flushSoon(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(this.flushNow, FLUSH_MS).unref();
  }

  private readonly flushNow = (): void => {
    this.scheduled = false;
    const flushing = this.out.flush().then(() => {
      if (this.flushing === flushing) this.flushing = undefined;
    });
    this.flushing = flushing;
  };
}
