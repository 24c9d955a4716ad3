import { describe, it, expect } from "vitest";
import { parseArgs } from "../../src/cli/args.js";

describe("parseArgs", () => {
  it("reads validate with --as in both spellings, --json and several inputs", () => {
    expect(parseArgs(["validate", "--as", "GetTaskResult", "--json", "a.jsonl", "-"])).toEqual({
      ok: true,
      command: { name: "validate", as: "GetTaskResult", json: true, inputs: ["a.jsonl", "-"] },
    });
    expect(parseArgs(["validate", "--as=Task", "x"])).toEqual({
      ok: true,
      command: { name: "validate", as: "Task", json: false, inputs: ["x"] },
    });
  });

  it("reads lint with one input and an optional party in both spellings", () => {
    expect(parseArgs(["lint", "--json", "t.jsonl"])).toStrictEqual({
      ok: true,
      command: { name: "lint", json: true, party: undefined, input: "t.jsonl" },
    });
    expect(parseArgs(["lint", "-"])).toStrictEqual({
      ok: true,
      command: { name: "lint", json: false, party: undefined, input: "-" },
    });
    expect(parseArgs(["lint", "--party", "server", "t.jsonl"])).toStrictEqual({
      ok: true,
      command: { name: "lint", json: false, party: "server", input: "t.jsonl" },
    });
    expect(parseArgs(["lint", "t.jsonl", "--party=client", "--json"])).toStrictEqual({
      ok: true,
      command: { name: "lint", json: true, party: "client", input: "t.jsonl" },
    });
  });

  it("treats everything after -- as inputs", () => {
    expect(parseArgs(["validate", "--", "--json"])).toEqual({
      ok: true,
      command: { name: "validate", as: undefined, json: false, inputs: ["--json"] },
    });
  });

  it("gives help for --help anywhere in a command, and for help <topic>", () => {
    expect(parseArgs(["--help"])).toEqual({ ok: true, command: { name: "help", topic: undefined } });
    expect(parseArgs(["lint", "x", "-h"])).toEqual({ ok: true, command: { name: "help", topic: "lint" } });
    expect(parseArgs(["help", "validate"])).toEqual({ ok: true, command: { name: "help", topic: "validate" } });
    expect(parseArgs(["--version"])).toEqual({ ok: true, command: { name: "version" } });
  });

  it.each([
    [[], "no command given"],
    [["frobnicate"], "unknown command"],
    [["validate"], "no input given"],
    [["validate", "--as"], "--as needs a definition name"],
    [["validate", "--as", "--json", "x"], "--as needs a definition name"],
    [["validate", "--as", "A", "--as", "B", "x"], "more than once"],
    [["validate", "-", "-"], "only once"],
    [["validate", "--bogus", "x"], "unknown option --bogus"],
    [["lint"], "no trace given"],
    [["lint", "a", "b"], "one trace at a time"],
    [["lint", "--party", "a"], "--party needs client or server"],
    [["lint", "a", "--party"], "--party needs client or server"],
    [["lint", "--party=Server", "a"], "--party needs client or server"],
    [["lint", "--party", "client", "--party=server", "a"], "more than once"],
    [["help", "nope"], "no help for"],
  ])("refuses %j as a usage error", (argv, message) => {
    const parsed = parseArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it("suggests the closest option or command for a typo, and nothing for a far one", () => {
    const message = (argv: string[]) => {
      const parsed = parseArgs(argv);
      return parsed.ok ? undefined : parsed.message;
    };
    expect(message(["validate", "--jsn", "x"])).toBe("unknown option --jsn (did you mean --json?)");
    expect(message(["lint", "--prty=client", "x"])).toBe("unknown option --prty=client (did you mean --party?)");
    expect(message(["validate", "--zebra-crossing", "x"])).toBe("unknown option --zebra-crossing");
    expect(message(["lnt", "x"])).toContain('unknown command "lnt" (did you mean lint?)');
    expect(message(["zebra"])).not.toContain("did you mean");
  });

  it("reads short options with an attached value, and refuses a value on a flag", () => {
    expect(parseArgs(["report", "t.jsonl", "-or.html"])).toEqual({
      ok: true,
      command: { name: "report", input: "t.jsonl", out: "r.html" },
    });
    expect(parseArgs(["validate", "--json=yes", "x"])).toMatchObject({ ok: false, message: "--json takes no value" });
    expect(parseArgs(["validate", "-xyz", "x"])).toMatchObject({ ok: false, message: "unknown option -xyz" });
  });

  it("reads validate --quiet and -q", () => {
    expect(parseArgs(["validate", "-q", "x"])).toMatchObject({ ok: true, command: { quiet: true, inputs: ["x"] } });
    expect(parseArgs(["validate", "--quiet", "x"])).toMatchObject({ ok: true, command: { quiet: true } });
    expect(parseArgs(["validate", "x"])).toMatchObject({ ok: true, command: { name: "validate" } });
    const plain = parseArgs(["validate", "x"]);
    expect(plain.ok && plain.command.name === "validate" && plain.command.quiet).toBeFalsy();
  });
});
