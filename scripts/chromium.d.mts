/** The browser of the end-to-end tests and the benchmarks, or undefined when none is installed (chromium.mjs). */
export function chromiumPath(): string | undefined;
/** The flags the tests and the benchmarks start it with (chromium.mjs). */
export const CHROMIUM_ARGS: string[];
