/** Tasks a server has said it does not know: a well-formed tasks/get for them was answered with -32602. */

/** The most such tasks remembered; older ones are forgotten so that memory stays bounded. */
export const MAX_GONE_TASKS = 4096;

interface Mark {
  readonly taskId: string;
  /** The line of the -32602 response. */
  readonly line: number;
}

/**
 * Task ids answered "unknown or expired" by tasks/get, each with the line of that answer. Only the server's own word
 * puts a task here: a task merely absent from the trace may exist, since a capture can start mid-session.
 */
export class GoneTasks {
  private readonly marks = new Map<string, Mark>();
  // Marks in arrival order; a ring, as in TaskBook, so that eviction does not iterate a Map full of deletions.
  private readonly ring: (Mark | undefined)[] = new Array<Mark | undefined>(MAX_GONE_TASKS);
  private next = 0;

  /** Records that the server answered a tasks/get for `taskId` with -32602 on `line`. */
  mark(taskId: string, line: number): void {
    const mark: Mark = { taskId, line };
    const evicted = this.ring[this.next];
    if (evicted !== undefined && this.marks.get(evicted.taskId) === evicted) this.marks.delete(evicted.taskId);
    this.ring[this.next] = mark;
    this.next = (this.next + 1) % MAX_GONE_TASKS;
    this.marks.set(taskId, mark);
  }

  /** The line of the latest -32602 for `taskId`, if the task has not been seen since. */
  since(taskId: string): number | undefined {
    return this.marks.get(taskId)?.line;
  }

  /** Forgets a task the server has shown again: its word that the task is unknown no longer stands. */
  forget(taskId: string): void {
    if (this.marks.size > 0) this.marks.delete(taskId);
  }

  /** How many tasks are remembered. */
  get size(): number {
    return this.marks.size;
  }
}
