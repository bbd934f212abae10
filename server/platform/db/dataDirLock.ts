// One process per PGlite data directory. PGlite is PostgreSQL in one process with no server to
// share: two processes on one DATA_DIR each write their own view of the files, and after both stop
// half of what they acknowledged is gone. So whoever opens DATA_DIR/pglite first holds an exclusive
// lock on DATA_DIR/pglite.lock until it closes the database or dies, and everyone else is refused.
//
// The lock is the kernel's flock(2) on an open file description. Node has no flock, so the
// util-linux `flock` command takes it for us on a descriptor we open and hand over as its fd 3: the
// lock belongs to the open file description, which this process keeps, so it stays held after the
// command exits and is released only when this process closes the file — or the kernel closes it
// because the process died, even by kill -9. Nothing goes stale: no pid file to clean up, no
// timestamps to refresh, no native module to build. Works on local disks and on shared volumes of
// containers on one host (the same kernel). The holder writes who it is into the file, so a refused
// process can name it.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { platformMessages } from '../messages';

export const LOCK_FILE = 'pglite.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
  /** The holder's script, e.g. server/start.ts. */
  command: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Releases the lock (idempotent). */
  release(): void;
}

/** Another process holds the data directory. The message says who, and what to do, in Danish and English. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(inUseMessage(dataDir, holder));
    this.name = 'DataDirInUseError';
  }
}

function describeHolder(holder: LockHolder | null, danish: boolean): string {
  if (!holder) return danish ? platformMessages.db.otherProcess : 'another process';
  const where =
    holder.host === hostname()
      ? ''
      : danish
        ? platformMessages.db.onHost(holder.host)
        : ` on ${holder.host}`;
  return danish
    ? platformMessages.db.process(holder.pid, where, holder.command, holder.since)
    : `process ${holder.pid}${where} (${holder.command}, started ${holder.since})`;
}

function inUseMessage(dataDir: string, holder: LockHolder | null): string {
  const stop = holder && holder.host === hostname() ? ` (kill ${holder.pid})` : '';
  return [
    platformMessages.db.inUse(dataDir, describeHolder(holder, true), stop),
    `The data directory ${dataDir} is in use by ${describeHolder(holder, false)}. ` +
      'The PGlite database belongs to one process at a time; a second one would lose data. ' +
      `Stop the other process first${stop}, or run several instances on PostgreSQL ` +
      '(DATABASE_URL, see docs/deploy.md).',
  ].join('\n');
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? '?'),
      since: String(parsed.since ?? '?'),
      command: String(parsed.command ?? '?'),
    };
  } catch {
    return null; // empty (being taken right now) or unreadable
  }
}

function currentCommand(): string {
  const script = process.argv[1];
  return script ? path.relative(process.cwd(), script) || script : process.argv0;
}

/**
 * Takes the data directory's lock or throws DataDirInUseError (another holder) or an Error
 * explaining what is missing. Synchronous: it runs once at start-up, before anything else opens the
 * database.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  // The directory itself is locked first: a lock file can be deleted while its holder runs (then
  // a second process would lock a new file of the same name), the directory that holds the
  // database cannot be without losing the database anyway. The file names the holder.
  const dirFd = openSync(dataDir, constants.O_RDONLY | constants.O_DIRECTORY);
  const dirTaken = flockNonblocking(dirFd);
  if (dirTaken.status !== 0) {
    closeSync(dirFd);
    refuse(dataDir, file, dirTaken);
  }
  // Read-write, created if missing, never truncated before we hold the lock.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  const taken = flockNonblocking(fd);
  if (taken.status !== 0) {
    closeSync(fd);
    closeSync(dirFd);
    refuse(dataDir, file, taken);
  }
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: currentCommand(),
  };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  fsyncSync(fd);
  let held = true;
  return {
    file,
    release() {
      if (!held) return;
      held = false;
      try {
        ftruncateSync(fd, 0); // nobody holds it now: nobody to name
      } finally {
        // The last references to the file descriptions: the kernel drops both locks.
        closeSync(fd);
        closeSync(dirFd);
      }
    },
  };
}

/** flock(2) on our descriptor, through util-linux `flock` (its fd 3). */
function flockNonblocking(fd: number) {
  return spawnSync('flock', ['--exclusive', '--nonblock', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    encoding: 'utf8',
    timeout: 10_000,
  });
}

/** Throws why the lock was not taken: another holder, no flock command, or the error. */
function refuse(dataDir: string, file: string, taken: ReturnType<typeof flockNonblocking>): never {
  if (taken.error && (taken.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(platformMessages.db.noFlock);
  }
  // flock --nonblock exits 1 when someone else holds the lock.
  if (taken.status === 1 && !taken.stderr) throw new DataDirInUseError(dataDir, readHolder(file));
  throw new Error(
    platformMessages.db.couldNotLock(
      file,
      taken.error?.message ?? `flock exit ${taken.status}: ${taken.stderr.trim()}`,
    ),
  );
}
