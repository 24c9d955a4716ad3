/** The CLI's exit statuses. */

/**
 * 0: everything valid; 1: something invalid (lint: an error); 2: usage error or unreadable input; 3: the output was
 * closed (EPIPE, as under `| head`) before the run finished, so it claims neither success nor a full verdict.
 */
export const EXIT = { ok: 0, invalid: 1, usage: 2, outputClosed: 3 } as const;
