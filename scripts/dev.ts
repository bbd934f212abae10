// `npm run dev`: the embedded server (API, /config.json, identity provider) plus Vite with hot
// reload on :5173, which proxies /api, /config.json and /oidc to the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(['--import', 'tsx', 'server/start.ts'], { SKIP_SPA_BUILD: '1' });
run([resolve(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1'], {});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
