/**
 * What the live linter's thread runs: the streaming linter over the recorded lines, with the findings against the
 * chosen party rendered as lint prints them, and the messages that carry lines and findings between the threads.
 */
import { Tally, forParty } from "../../lint/findings.js";
import { Linter } from "../../lint/linter.js";
import { closingLine, findingToJson, findingToText } from "../../lint/report.js";
import type { Party } from "../../lint/rules.js";

/** How the recorder asked for its findings: against one party or all, as JSON Lines or text. */
export interface LiveOptions {
  readonly party: Party | undefined;
  readonly json: boolean;
}

/** From the recorder: consecutive lines of the trace, the first numbered `first`; or the end of the trace. */
export type ToLinter =
  | { readonly kind: "lines"; readonly first: number; readonly texts: readonly string[] }
  | { readonly kind: "end"; readonly lines: number };

/**
 * To the recorder: that the thread is ready; the findings of one batch of lines, which held `chars` characters; or, at
 * the end, the last findings, the closing line (text output only) and how many errors were printed, which the exit
 * status follows.
 */
export type FromLinter =
  | { readonly kind: "ready" }
  | { readonly kind: "linted"; readonly chars: number; readonly printed: readonly string[] }
  | {
      readonly kind: "ended";
      readonly printed: readonly string[];
      readonly closing: string | null;
      readonly errors: number;
    };

/** The linter of a recording, collecting its findings as printed lines until they are taken. */
export class LiveFindings {
  private readonly linter: Linter;
  private readonly shown = new Tally();
  private readonly omitted = new Tally();
  private printed: string[] = [];

  /** Lints for `options.party` (every party without one), rendering as `options.json` asks. */
  constructor(private readonly options: LiveOptions) {
    const render = options.json ? findingToJson : findingToText;
    const print = this.shown.counting((f) => this.printed.push(render(f)));
    this.linter = new Linter(forParty(options.party, print, (f) => this.omitted.count(f)));
  }

  /** Answers one message from the recorder. */
  receive(message: ToLinter): FromLinter {
    if (message.kind === "end") return this.end(message.lines);
    let chars = 0;
    message.texts.forEach((text, i) => {
      chars += text.length;
      this.linter.line(text, message.first + i);
    });
    return { kind: "linted", chars, printed: this.take() };
  }

  /** Ends the trace: tasks still running are reported, and the closing line made. */
  private end(lines: number): FromLinter {
    this.linter.end();
    const closing = this.options.json
      ? null
      : closingLine(this.shown, this.omitted, this.options.party, lines, this.linter.tasksSeen);
    return { kind: "ended", printed: this.take(), closing, errors: this.shown.errors };
  }

  private take(): string[] {
    const printed = this.printed;
    this.printed = [];
    return printed;
  }
}
