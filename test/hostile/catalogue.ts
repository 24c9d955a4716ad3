/**
 * Hostile values, each built once: what a peer we do not control can hand the package, either as parsed JSON or as
 * objects a caller passes through. Every value here is legal JavaScript; none may crash, hang or shape a result.
 */

/** A value and its name, for failure messages. */
export interface Hostile {
  readonly name: string;
  readonly value: () => unknown;
}

/** Objects that would become a prototype if the package let input choose one. */
export const planted = new Set<object>();

function plant<T extends object>(value: T): T {
  planted.add(value);
  return value;
}

function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

const throwingError = (): Error => {
  const error = new Error();
  Object.defineProperty(error, "message", { value: Symbol("message") });
  return error;
};

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function nestedObjects(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const everyTrapThrows = (): object =>
  new Proxy(
    {},
    new Proxy(
      {},
      {
        get: () => () => {
          throw new Error("trap");
        },
      },
    ),
  );

/** The catalogue. Large values are built on first use and shared. */
export const HOSTILE: readonly Hostile[] = [
  { name: "undefined", value: () => undefined },
  { name: "null", value: () => null },
  { name: "NaN", value: () => NaN },
  { name: "BigInt", value: () => 10n ** 30n },
  { name: "Symbol", value: () => Symbol("s") },
  { name: "function", value: () => () => "called" },
  { name: "object with a Symbol key", value: once(() => ({ [Symbol("k")]: 1, jsonrpc: "2.0" })) },
  {
    name: "cyclic object",
    value: once(() => {
      const o: Record<string, unknown> = { jsonrpc: "2.0", id: 1 };
      o.params = o;
      o.result = o;
      return o;
    }),
  },
  {
    name: "cyclic array",
    value: once(() => {
      const a: unknown[] = [];
      a.push(a);
      return a;
    }),
  },
  {
    name: "throwing getters",
    value: once(() =>
      Object.defineProperties(
        {},
        Object.fromEntries(
          [
            "jsonrpc",
            "id",
            "method",
            "params",
            "result",
            "error",
            "status",
            "taskId",
            "now",
            "type",
            "keys",
            "headers",
            "message",
            "length",
          ].map((k) => [
            k,
            {
              enumerable: true,
              get: () => {
                throw new Error(`getter ${k}`);
              },
            },
          ]),
        ),
      ),
    ),
  },
  {
    name: "getter throwing a Symbol-message error",
    value: once(() =>
      Object.defineProperties(
        {},
        Object.fromEntries(
          ["jsonrpc", "id", "method", "params", "result", "status", "taskId", "now", "type"].map((k) => [
            k,
            {
              enumerable: true,
              get: () => {
                throw throwingError();
              },
            },
          ]),
        ),
      ),
    ),
  },
  {
    name: "getter throwing a Symbol",
    value: once(() => ({
      get jsonrpc() {
        throw Symbol("thrown");
      },
      get status() {
        throw Symbol("thrown");
      },
    })),
  },
  { name: "Proxy throwing on every trap", value: once(everyTrapThrows) },
  {
    name: "revoked Proxy",
    value: once(() => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    }),
  },
  {
    name: "revoked Proxy of an array",
    value: once(() => {
      const { proxy, revoke } = Proxy.revocable([], {});
      revoke();
      return proxy;
    }),
  },
  { name: "sparse array", value: once(() => [, , ,]) },
  { name: "array of length 2^32-1", value: once(() => new Array(2 ** 32 - 1)) },
  { name: "array of length 2^28", value: once(() => new Array(2 ** 28)) },
  { name: "1e5-deep arrays", value: once(() => nestedArrays(1e5)) },
  { name: "1e6-deep objects", value: once(() => nestedObjects(1e6)) },
  { name: "1e5-deep array text", value: once(() => "[".repeat(1e5) + "]".repeat(1e5)) },
  { name: "1e6-deep object text", value: once(() => '{"a":'.repeat(1e6) + "1" + "}".repeat(1e6)) },
  { name: "100 MB string", value: once(() => "x".repeat(100 * 1024 * 1024)) },
  {
    name: "100k-key object",
    value: once(() => {
      const o: Record<string, number> = {};
      for (let i = 0; i < 1e5; i++) o[`k${i}`] = i;
      return o;
    }),
  },
  { name: "lone surrogate", value: () => "t\ud800" },
  {
    name: "JSON text with a lone surrogate",
    value: () => '{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"\\ud800"}}',
  },
  {
    name: "__proto__ key (JSON.parse)",
    value: once(() => {
      const o = JSON.parse(
        '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"},"__proto__":{"result":{"hi":1},"polluted":true}}',
      );
      plant(o.__proto__);
      return o;
    }),
  },
  {
    name: "__proto__ key text",
    value: () =>
      '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"},"__proto__":{"result":{"hi":1},"polluted":true}}',
  },
  {
    name: "constructor.prototype keys",
    value: once(() =>
      JSON.parse(
        '{"constructor":{"prototype":{"polluted":true}},"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"t","constructor":{"prototype":{"polluted":true}}}}',
      ),
    ),
  },
  {
    name: "object with a planted prototype",
    value: once(() =>
      Object.create(plant({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" }, polluted: true })),
    ),
  },
];
