import { describe, it, expect } from "vitest";
import { parseLint } from "../../../src/cli/lint/args.js";

const usage = (message: string): unknown => ({ kind: "usage", message });

describe("parseLint", () => {
  it("reads one trace with no options as text output for both parties", () => {
    expect(parseLint(["trace.jsonl"])).toStrictEqual({
      kind: "command",
      command: { name: "lint", json: false, party: undefined, input: "trace.jsonl" },
    });
  });

  it("reads --json, --party, --html and standard input", () => {
    expect(parseLint(["--json", "--party", "client", "--html", "r.html", "-"])).toStrictEqual({
      kind: "command",
      command: { name: "lint", json: true, party: "client", input: "-", html: "r.html" },
    });
    expect(parseLint(["t.jsonl", "--party=server", "--html=out.html"])).toStrictEqual({
      kind: "command",
      command: { name: "lint", json: false, party: "server", input: "t.jsonl", html: "out.html" },
    });
  });

  it("takes a trace named after --", () => {
    expect(parseLint(["--", "--json"])).toMatchObject({ kind: "command", command: { input: "--json", json: false } });
  });

  it("asks for help with --help or -h", () => {
    expect(parseLint(["--help"])).toEqual({ kind: "help" });
    expect(parseLint(["t.jsonl", "-h"])).toEqual({ kind: "help" });
  });

  it("refuses a missing, empty, unknown or repeated party", () => {
    expect(parseLint(["--party"])).toEqual(usage("--party needs client or server"));
    expect(parseLint(["--party", "--json", "t"])).toEqual(usage("--party needs client or server"));
    expect(parseLint(["--party=", "t"])).toEqual(usage("--party needs client or server"));
    expect(parseLint(["--party", "both", "t"])).toEqual(usage("--party needs client or server"));
    expect(parseLint(["--party", "Server", "t"])).toEqual(usage("--party needs client or server"));
    expect(parseLint(["--party", "server", "--party", "client", "t"])).toEqual(
      usage("--party is given more than once"),
    );
  });

  it("refuses no trace, and two traces", () => {
    expect(parseLint([])).toEqual(usage("no trace given (name a file, or - for standard input)"));
    expect(parseLint(["--json"])).toEqual(usage("no trace given (name a file, or - for standard input)"));
    expect(parseLint(["a.jsonl", "b.jsonl"])).toEqual(usage("lint reads one trace at a time"));
  });

  it("refuses --html without a path", () => {
    expect(parseLint(["t.jsonl", "--html"])).toEqual(usage("--html needs the path of the report to write"));
    expect(parseLint(["--html", "--json", "t.jsonl"])).toEqual(usage("--html needs the path of the report to write"));
  });

  it("refuses an unknown option, suggesting a near one, and a value on --json", () => {
    expect(parseLint(["--frob", "t"])).toEqual(usage("unknown option --frob"));
    expect(parseLint(["--jsn", "t"])).toEqual(usage("unknown option --jsn (did you mean --json?)"));
    expect(parseLint(["--json=yes", "t"])).toEqual(usage("--json takes no value"));
  });
});
