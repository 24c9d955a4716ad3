/** Scenarios on answering input requests: each key exactly once across repeated polls, and over two rounds. */
import { fail, first, followedToEnd, inputAnsweredOnce, isFailure, theTask } from "../checks.js";
import { isRecord } from "../../../shared/record.js";
import { seenStates, shownKeys } from "../trace-query.js";
import type { Scenario } from "../types.js";
import { askingTool } from "./tools.js";

/** How many tasks/get answers after a tasks/update still show the input_required state the update answered. */
const STALE_POLLS = 2;

/** Every outstanding key answered, each exactly once, while the same keys are shown again across polls. @internal */
export const inputOnce: Scenario = {
  name: "tasks-client-answers-input-once",
  requirement: "tasks-client-answers-input-once",
  summary:
    "A task asks for keys a and b at once; after the client's tasks/update the next two tasks/get answers still show both keys (the acknowledgement is eventually consistent); the client must answer a and b once each.",
  tools: [askingTool("ask_two", [["a", "b"]])],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "ask_two", arguments: {} }] },
  hooks: {
    rewrite(request, answer, state) {
      if (request.method === "tasks/update") {
        if (!state.memo.has("staleLeft")) state.memo.set("staleLeft", STALE_POLLS);
        return answer;
      }
      if (request.method !== "tasks/get" || !isRecord(answer.result)) return answer;
      if (answer.result.status === "input_required") {
        state.memo.set("inputState", answer.result);
        return answer;
      }
      const left = state.memo.get("staleLeft") as number | undefined;
      const stale = state.memo.get("inputState");
      if (left === undefined || left <= 0 || stale === undefined) return answer;
      state.memo.set("staleLeft", left - 1);
      return { ...answer, result: stale };
    },
  },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    return first(
      () => inputAnsweredOnce(trace, task.taskId, rule),
      () => followedToEnd(trace, task.taskId, rule),
    );
  },
};

/** Two input rounds: keys a and b, then key c once they are answered. @internal */
export const twoRounds: Scenario = {
  name: "tasks-client-two-input-rounds",
  requirement: "tasks-client-two-input-rounds",
  summary:
    "A task asks for keys a and b, then, once they are answered, for key c; the client must answer all three, each once, and follow the task to completed.",
  tools: [askingTool("ask_twice", [["a", "b"], ["c"]])],
  host: { pollIntervalMs: 100 },
  context: { toolCalls: [{ toolName: "ask_twice", arguments: {} }] },
  check(trace) {
    const rule = this.requirement;
    const task = theTask(trace, rule);
    if (isFailure(task)) return task;
    return first(
      () => inputAnsweredOnce(trace, task.taskId, rule),
      () =>
        seenStates(trace, task.taskId).some((s) => shownKeys(s.task).includes("c"))
          ? undefined
          : fail(rule, 0, "The client never saw the second input round (key c)."),
      () => followedToEnd(trace, task.taskId, rule),
    );
  },
};
