/**
 * What a client and onError see when the owner function misbehaves at once or through its promise: a throw, a string
 * too long, or a value that is neither a string nor a Response.
 */
import { describe, expect, it } from "vitest";
import type { HostOptions } from "../../src/host/index.js";
import { MAX_OWNER_LENGTH } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };
const cannot = "Internal error: the owner of the request could not be determined";
const refusal = { status: 500, body: { jsonrpc: "2.0", error: { code: -32603, message: cannot } } };

/** The answer to a tasks/get and a tools/call of a host with this owner function, and what went to onError. */
async function asked(owner: () => unknown) {
  const { host, errors } = makeHost({ owner: owner as HostOptions["owner"] });
  const get = await host.fetch(rpc("tasks/get", { taskId: "t" }), info);
  const call = await host.fetch(rpc("tools/call", { name: "echo", arguments: {} }), info);
  expect(get).toBeInstanceOf(Response);
  expect(call).toBeInstanceOf(Response);
  return { answers: [await read(get), await read(call)], errors };
}

const returned = (what: string) => `the owner function returned ${what}; expected a string or a Response`;

describe("an owner function that answers at once", () => {
  it("refuses the request when it throws, and reports what it threw", async () => {
    const thrown = new Error("no session store");
    const { answers, errors } = await asked(() => {
      throw thrown;
    });
    expect(answers).toEqual([refusal, refusal]);
    expect(errors).toEqual([thrown, thrown]);
  });

  it("refuses an owner longer than allowed", async () => {
    const { answers, errors } = await asked(() => "a".repeat(MAX_OWNER_LENGTH + 1));
    expect(answers).toEqual([refusal, refusal]);
    const message = returned(`a string longer than ${MAX_OWNER_LENGTH}`);
    expect(errors.map((e) => (e as Error).message)).toEqual([message, message]);
  });

  it("acts for an owner of the longest length allowed", async () => {
    const { answers, errors } = await asked(() => "a".repeat(MAX_OWNER_LENGTH));
    expect(answers[0]!.body.error).toMatchObject({ code: -32602 });
    expect(answers[1]!.body.result?.content).toEqual([{ type: "text", text: "echo {}" }]);
    expect(errors).toEqual([]);
  });

  it("refuses a value that is neither a string nor a Response, naming its type", async () => {
    for (const [value, type] of [
      [undefined, "undefined"],
      [null, "object"],
      [["alice"], "object"],
      [{ length: 1 }, "object"],
      [42, "number"],
    ] as const) {
      const { answers, errors } = await asked(() => value);
      expect(answers, type).toEqual([refusal, refusal]);
      expect(errors.map((e) => (e as Error).message)).toEqual([returned(type), returned(type)]);
    }
  });
});

describe("an owner promise", () => {
  it("refuses a value that is neither a string nor a Response, naming its type", async () => {
    for (const [value, type] of [
      [undefined, "undefined"],
      [null, "object"],
      [["alice"], "object"],
      [42, "number"],
      [true, "boolean"],
    ] as const) {
      const { answers, errors } = await asked(async () => value);
      expect(answers, type).toEqual([refusal, refusal]);
      expect(errors.map((e) => (e as Error).message)).toEqual([returned(type), returned(type)]);
    }
  });
});
