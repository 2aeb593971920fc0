// For tests (UI, server and end-to-end): the value a test relies on being there, or an error
// saying what was missing, instead of a non-null assertion.

/** The item at `index` of a list (negative: counted from the end). */
export function at<T>(items: ArrayLike<T>, index: number, what = 'item'): T {
  const item = items[index < 0 ? items.length + index : index];
  if (item === undefined) throw new Error(`expected ${what} at index ${index} of a list of ${items.length}`);
  return item;
}

/** A value that must be neither null nor undefined. */
export function present<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}
