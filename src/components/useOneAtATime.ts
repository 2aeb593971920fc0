// A double click (or Enter twice) must not send a request twice: while a call runs, calling again
// answers the running call's promise instead of starting another. Forms get it through
// useFormSubmit; buttons outside a form (the advance's Enviar) and the public form use it directly.
// No react-admin nor MUI here: the public pages' bundle uses it.
import { useRef } from 'react';

export function useOneAtATime<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const running = useRef<Promise<R> | null>(null);
  return (...args: A) =>
    (running.current ??= run(...args).finally(() => {
      running.current = null;
    }));
}
