// Test support: a real nginx (Debian's nginx-light) in front of several instances, running the
// shipped deploy/nginx.conf — the balancer of the multi-instance tests and of `npm run soak --
// --instances 2`. Like the scratch PostgreSQL it runs in a temporary directory on a port of its
// own, as a child of the test. The lines of deploy/nginx.conf marked `@…` are rewritten for that:
// the upstream servers, a plain-HTTP listen on loopback (no TLS), the cache in the temp directory.
// Its access log names the instance that answered each request (`served`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './serverProcess';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const DEPLOY_CONFIG = join(ROOT, 'deploy/nginx.conf');

export interface Nginx {
  readonly url: string;
  readonly port: number;
  /** Requests answered by each upstream ("127.0.0.1:port"), from the access log. */
  served(): Map<string, number>;
  /** Status codes nginx answered, from the access log. */
  statuses(): number[];
  /** nginx's own log (notices, warnings, errors), for a failing test's message. */
  errorLog(): string;
  close(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return existsSync(NGINX_BINARY);
}

/** deploy/nginx.conf with its `@…` lines rewritten for a test; exported for its own test. */
export function deriveConfig(
  source: string,
  options: { port: number; upstreams: string[]; cacheDir: string },
): string {
  const out: string[] = [];
  let upstreamsWritten = false;
  for (const line of source.split('\n')) {
    const mark = /#\s*@([a-z-]+)\s*$/u.exec(line)?.[1];
    if (!mark) {
      out.push(line);
      continue;
    }
    const indent = /^\s*/u.exec(line)?.[0] ?? '';
    const options_ = /\bserver\s+\S+\s+([^;]*);/u.exec(line)?.[1] ?? '';
    switch (mark) {
      case 'upstream':
        if (!upstreamsWritten) {
          for (const upstream of options.upstreams) {
            out.push(`${indent}server ${upstream} ${options_};`);
          }
          upstreamsWritten = true;
        }
        break;
      case 'listen':
        out.push(`${indent}listen 127.0.0.1:${options.port};`);
        break;
      case 'cache':
        out.push(line.replace('/var/cache/nginx/raadslag', options.cacheDir));
        break;
      case 'tls':
      case 'http-redirect':
        break;
      default:
        throw new Error(`deploy/nginx.conf: unknown mark @${mark}`);
    }
  }
  if (!upstreamsWritten) throw new Error('deploy/nginx.conf: no @upstream line');
  return out.join('\n');
}

function mainConfig(dir: string, site: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    `    client_body_temp_path ${dir}/body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    '    log_format upstreams "$status $upstream_addr";',
    `    access_log ${dir}/access.log upstreams;`,
    site,
    '}',
    '',
  ].join('\n');
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'raadslag-nginx-'));
  // Workers run as nobody when the test runs as root: they must reach the temp directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const source = readFileSync(DEPLOY_CONFIG, 'utf8');
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(
    configFile,
    mainConfig(dir, deriveConfig(source, { port, upstreams, cacheDir: join(dir, 'cache') })),
  );
  const checked = spawnSync(NGINX_BINARY, ['-t', '-q', '-c', configFile, '-p', dir], {
    encoding: 'utf8',
  });
  if (checked.status !== 0) throw new Error(`nginx -t failed:\n${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX_BINARY, ['-c', configFile, '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${stderr}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  const log = () =>
    existsSync(join(dir, 'access.log'))
      ? readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean)
      : [];
  return {
    url,
    port,
    served() {
      const counts = new Map(upstreams.map((upstream) => [upstream, 0]));
      for (const line of log()) {
        // A retried request names every upstream it tried, the one that answered last.
        const answered = line.split(' ').slice(1).join(' ').split(', ').pop() ?? '';
        if (counts.has(answered)) counts.set(answered, (counts.get(answered) ?? 0) + 1);
      }
      return counts;
    },
    statuses: () => log().map((line) => Number(line.split(' ')[0])),
    errorLog: () => readErrorLog(dir),
    async close() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readErrorLog(dir: string): string {
  const file = join(dir, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
