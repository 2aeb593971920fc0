// A limit on how many of one kind of heavy request run at once in this process (building a whole
// campaign's Tasas.xlsx takes about 170 MB: 200 at once ran the process out of memory). The next
// few wait their turn in order; beyond them a request is answered 503 at once.
import { HttpError } from './errors';

export const BUSY_MESSAGE = 'El servidor está generando otros archivos. Probá de nuevo en unos segundos.';

export interface WorkGate {
  /** Runs `work` when a place is free (waiting in line while the line is not full), or throws the 503. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function workGate({ running, waiting }: { running: number; waiting: number }): WorkGate {
  let active = 0;
  const line: (() => void)[] = [];
  const release = () => {
    const next = line.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run(work) {
      if (active >= running) {
        if (line.length >= waiting) throw new HttpError(503, BUSY_MESSAGE);
        await new Promise<void>((resolve) => line.push(resolve));
      } else active += 1;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
