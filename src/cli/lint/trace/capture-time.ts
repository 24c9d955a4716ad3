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
  const century = pair(text, 0);
  const yy = pair(text, 2);
  const month = pair(text, 5);
  const day = pair(text, 8);
  const hour = pair(text, 11);
  const minute = pair(text, 14);
  const second = pair(text, 17);
  const ms = pair(text, 20) * 10 + digit(text, 22);
  // pair() and digit() give a negative number for a non-digit, which every range below refuses.
  const plain =
    century >= 10 &&
    yy >= 0 &&
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
  if (!plain) return Date.parse(text);
  return daysOf(century * 100 + yy, month, day) * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + ms;
}

/** The date last converted to days, and its days: the lines of a trace mostly share their date. */
let lastDate = -1;
let lastDays = 0;

/** daysFromCivil, remembering the last date asked (its fields are in range, so the key is exact). */
function daysOf(year: number, month: number, day: number): number {
  const date = year * 512 + month * 32 + day;
  if (date !== lastDate) {
    lastDays = daysFromCivil(year, month, day);
    lastDate = date;
  }
  return lastDays;
}

/** The digit at `i`, or a negative number if the character there is not a digit. */
function digit(text: string, i: number): number {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1000;
}

/** The two-digit number at `i`, or a negative number if either character is not a digit. */
function pair(text: string, i: number): number {
  return digit(text, i) * 10 + digit(text, i + 1);
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
