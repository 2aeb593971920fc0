// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload; Vite proxies /api and /oauth.
import { spawn } from 'node:child_process';
import path from 'node:path';
import './check-node.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apiPort = process.env.API_PORT ?? '3000';
const procs = [
  spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '' },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
