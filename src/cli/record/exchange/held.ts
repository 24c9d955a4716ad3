/**
 * Response records that come before their request is recorded (the target answers while the client still sends). They
 * wait, in order, until the request's record is written; past a cap the response is paused, so memory stays bounded
 * however long the request takes.
 */
import type { BodyRecord } from "../body.js";

/** The records of one response held back until its request is recorded. */
export class HeldRecords {
  private records: BodyRecord[] = [];
  private chars = 0;
  private released = false;
  private waiting: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  /** `write` records one response record; more than `cap` characters held pauses the response. */
  constructor(
    private readonly write: (record: BodyRecord) => void,
    private readonly cap: number,
  ) {}

  /** Records `record` now if the request is recorded, else holds it. */
  add(record: BodyRecord): void {
    if (this.released) return this.write(record);
    this.records.push(record);
    this.chars += "message" in record ? record.message.length : JSON.stringify(record.http).length;
  }

  /** A promise while more than the cap is held (the response should wait for it), undefined otherwise. */
  full(): Promise<void> | undefined {
    if (this.released || this.chars <= this.cap) return undefined;
    return (this.waiting ??= new Promise((resolve) => (this.wake = resolve)));
  }

  /** The request is recorded: records everything held, and every later record at once. */
  release(): void {
    if (this.released) return;
    this.released = true;
    for (const record of this.records) this.write(record);
    this.records = [];
    this.chars = 0;
    this.wake?.();
  }
}
