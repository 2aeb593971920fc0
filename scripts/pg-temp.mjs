// A throwaway PostgreSQL cluster for benchmarks and local runs of the PostgreSQL suite.
// Uses Debian's PostgreSQL (apt-get install postgresql); initdb refuses root, so it runs as 'postgres'.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** Starts a cluster on `port`; returns {url, stop()}. */
export function startTempPostgres(port = 54330) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL no está instalado (apt-get install postgresql postgresql-contrib).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const sh = (cmd) => (asPostgres ? execFileSync('su', ['postgres', '-c', cmd], { stdio: 'pipe' }) : execSync(cmd, { stdio: 'pipe' }));
  if (asPostgres) execFileSync('chown', ['postgres', dir]);
  sh(`${bin}/initdb -D ${dir} -A trust -U postgres`);
  sh(`${bin}/pg_ctl -D ${dir} -w -l ${dir}/server.log -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start`);
  execFileSync(`${bin}/psql`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', 'CREATE DATABASE agro'], { stdio: 'pipe' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/agro`,
    stop() {
      try {
        sh(`${bin}/pg_ctl -D ${dir} -m immediate stop`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
