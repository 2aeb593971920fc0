import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs `npm start`'s script with the given env; resolves when `url` answers 200, with the elapsed
 * ms and the serving process's resident memory (Linux; that script serves in its own process).
 */
export async function startServer(env: Record<string, string>, url: string, timeoutMs = 120_000) {
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = t0 + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) {
        await res.text();
        break;
      }
    } catch {
      /* not up yet */
    }
    if (performance.now() > deadline) throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const elapsedMs = performance.now() - t0;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const memoryMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  return { elapsedMs, stop, memoryMb };
}
