import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** CPU seconds (user + system) a process has used so far (Linux, /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/**
 * Runs `npm start`'s script with the given env; resolves when `url` answers 200, with the elapsed
 * ms, the CPU time the process used until then (on a loaded machine the wall time mostly measures
 * the wait for a core; the CPU time is what a quiet one would need, as it starts on one thread),
 * and the serving process's resident memory (Linux; that script serves in its own process). With
 * `readyUrl`, it then waits for that to answer 200 too (the server listens before its database is
 * open: /api/ready says when it is) and gives when, and the CPU used by then.
 */
export async function startServer(
  env: Record<string, string>,
  url: string,
  { readyUrl, timeoutMs = 120_000 }: { readyUrl?: string; timeoutMs?: number } = {},
) {
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = t0 + timeoutMs;
  const answered = async (target: string) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(target);
        if (res.ok) return void (await res.text());
      } catch {
        /* not up yet */
      }
      if (performance.now() > deadline) throw new Error(`server did not answer ${target} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await answered(url);
  const elapsedMs = performance.now() - t0;
  const cpuS = cpuSeconds(child.pid!);
  if (readyUrl) await answered(readyUrl);
  const ready = readyUrl ? { ms: performance.now() - t0, cpuS: cpuSeconds(child.pid!) } : undefined;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const memoryMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  return { elapsedMs, cpuS, ready, stop, memoryMb };
}
