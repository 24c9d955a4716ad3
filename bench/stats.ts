/** Small robust statistics for noisy timings: medians and quartiles. */

/** The q-quantile (0..1) of a list of numbers, by linear interpolation; NaN for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Element-wise ratios a[i] / b[i] of two equally long sample lists. */
export function ratios(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, i) => x / b[i]!);
}

/** Formats a number with at most `digits` significant digits, using thousands separators for large values. */
export function fmt(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 10 ** digits) return Math.round(value).toLocaleString("en-US");
  return Number(value.toPrecision(digits)).toString();
}

/** A ratio as a percentage with one decimal, rounded down, so that a miss never reads as the target. */
export function percentDown(ratio: number): string {
  return (Math.floor(ratio * 1000) / 10).toFixed(1);
}
