/** The CLI's exit statuses. */

/** 0: everything valid; 1: something invalid (lint: an error); 2: usage error or unreadable input. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
