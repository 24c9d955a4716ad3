/** Reads an envelope's "at": the usual toISOString() form without a parser, anything else with Date.parse. */
import { daysFromCivil } from "../../../machine/time/calendar.js";

/**
 * The capture time in epoch milliseconds, or NaN when it is not a time Date.parse reads. Gives exactly what Date.parse
 * gives: "YYYY-MM-DDTHH:MM:SS.sssZ" with fields that need no rollover is computed directly (plain arithmetic, cheaper
 * than a call to Date.UTC), since lint reads one per line; every other form (offsets, other precisions, days
 * Date.parse rolls over) goes to Date.parse.
 */
export function captureTime(text: string): number {
  if (text.length !== 24 || text.charCodeAt(23) !== 90 || !separated(text)) return Date.parse(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  const ms = digits(text, 20, 23);
  // digits() gives -1 for a non-digit, which every range below refuses.
  const plain =
    year >= 1000 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 28 &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59 &&
    ms >= 0;
  return plain
    ? daysFromCivil(year, month, day) * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + ms
    : Date.parse(text);
}

/** The decimal number written from `start` to `end`, or -1 if a character there is not a digit. */
function digits(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** "-", "-", "T", ":", ":" and "." where toISOString() puts them. */
function separated(text: string): boolean {
  return (
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 84 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(19) === 46
  );
}
