import { describe, inject, it } from "vitest";
import { memoryBackend, pgliteBackend, postgresJsBackend, serverBackend } from "./backends.js";
import { storeContract } from "./contract.js";

storeContract(memoryBackend);
storeContract(pgliteBackend);
if (inject("postgres").url !== "") {
  storeContract(serverBackend);
  storeContract(postgresJsBackend);
} else
  describe("TaskStore contract: PostgreSQL server", () =>
    it.skip(`SKIPPED: ${inject("postgres").skipped}`, () => undefined));
