/** The count of open listen streams and their watches, per owner and in all, which the host's limits bound. */
import type { HostSettings } from "../options.js";
import type { ListenStream } from "./stream.js";

/**
 * The open streams, counted per owner, so that their number stays bounded.
 *
 * @internal
 */
export class StreamRegistry {
  readonly streams = new Set<ListenStream>();
  readonly #perOwner = new Map<string, number>();
  #watches = 0;

  /** Open watches held by streams. */
  get watches(): number {
    return this.#watches;
  }

  /**
   * Counts a stream in for `share` (the owner, or the client when no owner function tells owners apart); says which
   * limit is reached otherwise: this share's, or the host's capacity.
   */
  admit(share: string, settings: HostSettings): "ok" | "share" | "capacity" {
    const mine = this.#perOwner.get(share) ?? 0;
    if (mine >= settings.maxStreamsPerOwner) return "share";
    if (this.streams.size + this.#opening >= settings.maxStreams) return "capacity";
    this.#perOwner.set(share, mine + 1);
    return "ok";
  }

  /** Streams admitted but not open yet (their watch and reads are running), counted against the capacity. */
  #opening = 0;

  /** Counts a stream being opened (+1) or done opening (-1). */
  opening(delta: number): void {
    this.#opening += delta;
  }

  /** Counts a stream out. */
  release(owner: string): void {
    const next = (this.#perOwner.get(owner) ?? 1) - 1;
    if (next <= 0) this.#perOwner.delete(owner);
    else this.#perOwner.set(owner, next);
  }

  watched(delta: number): void {
    this.#watches += delta;
  }
}
