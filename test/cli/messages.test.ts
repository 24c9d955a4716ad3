import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { MessageReader, type InputMessage } from "../../src/cli/io/messages.js";

function read(text: string, max?: number): InputMessage[] {
  const out: InputMessage[] = [];
  const reader = new MessageReader((m) => out.push(m), max);
  text.split("\n").forEach((line, i) => reader.line(line, i + 1));
  reader.end();
  while (reader.pull());
  return out;
}

const json = fc.jsonValue().filter((v) => v !== undefined);

describe("MessageReader", () => {
  it("reads a pretty-printed document as one message at the line where it starts", () => {
    const text =
      "\n\n" + JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } }, null, 2) + "\n";
    const messages = read(text);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ index: 0, line: 3, ok: true, value: { id: 1 } });
  });

  it("reads a one-line document as one message", () => {
    expect(read('{"a":1}')).toEqual([{ index: 0, line: 1, ok: true, value: { a: 1 } }]);
  });

  it("reads JSON Lines with blank lines skipped and each message at its own line", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(json, fc.nat({ max: 2 })), { minLength: 2, maxLength: 10 }), (items) => {
        let text = "";
        let line = 0;
        const expected: InputMessage[] = [];
        items.forEach(([value, blanks], index) => {
          text += "\n".repeat(blanks);
          line += blanks + 1;
          text += JSON.stringify(value) + "\n";
          expected.push({ index, line, ok: true, value: JSON.parse(JSON.stringify(value)) as unknown });
        });
        expect(read(text)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("reports a line that is not JSON as an invalid message and reads the lines after it", () => {
    const messages = read('not json\n{"a":1}\n{oops\n[2]');
    expect(messages.map((m) => [m.line, m.ok])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(messages[0]).toMatchObject({ ok: false, reason: expect.stringContaining("is not JSON") });
  });

  it("falls back to JSON Lines when held lines exceed the document limit", () => {
    const messages = read("{\n" + '"a": 1\n'.repeat(10) + "}", 20);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.every((m) => !m.ok)).toBe(true);
  });
});
