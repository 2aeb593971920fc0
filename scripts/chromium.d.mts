/** The browser of the end-to-end tests and the benchmarks, or undefined when none is installed (chromium.mjs). */
export function chromiumPath(): string | undefined;
