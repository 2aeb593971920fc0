export function findPgBin(): string | null;
export function startTempPostgres(port?: number): { url: string; stop(): void };
