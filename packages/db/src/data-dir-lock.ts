// One writer per embedded-database folder: two PGlite processes on one folder each see only their
// own writes and lose some at restart. The lock file names its holder so a refusal can say who.
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(`${dir} is in use by process ${holder.pid} on ${holder.host} since ${holder.since}`);
  }
}

export interface DataDirLock {
  file: string;
  holder: LockHolder;
  /** Removes the lock file if it is still ours. Runs by itself when the process exits. */
  release(): void;
}

export const LOCK_FILE = "server.lock";

function readHolder(file: string): LockHolder | null | "unreadable" {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    if (typeof h.pid === "number" && typeof h.host === "string" && typeof h.since === "string") {
      return { pid: h.pid, host: h.host, since: h.since };
    }
  } catch {}
  return "unreadable";
}

function sameHolder(a: LockHolder, b: LockHolder): boolean {
  return a.pid === b.pid && a.host === b.host && a.since === b.since;
}

/** Whether the holder may still be running: only a process on this host can be checked. */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live holder of the folder's lock, or null when none (no file, or its holder is dead). */
export function dataDirHolder(dir: string): LockHolder | null {
  const holder = readHolder(path.join(dir, LOCK_FILE));
  if (holder === null || holder === "unreadable") return null;
  return isAlive(holder) ? holder : null;
}

/**
 * Takes the folder's lock for this process's life, or throws DataDirInUse. A lock left by a dead
 * process on this host is taken over (`onStale` hears of it first).
 */
export function lockDataDir(dir: string, onStale?: (previous: LockHolder | null) => void): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Written aside, then linked in place: link fails when the lock exists, and never shows a half-written file.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(holder)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw error;
      }
      const current = readHolder(file);
      if (current === null) continue;
      if (current !== "unreadable" && isAlive(current)) throw new DataDirInUse(dir, current);
      takeOver(file, current === "unreadable" ? null : current);
      onStale?.(current === "unreadable" ? null : current);
    }
  } finally {
    try {
      unlinkSync(draft);
    } catch {}
  }
  const release = () => {
    const current = readHolder(file);
    if (current && current !== "unreadable" && sameHolder(current, holder)) {
      try {
        unlinkSync(file);
      } catch {}
    }
    process.off("exit", release);
  };
  process.on("exit", release);
  return { file, holder, release };
}

/**
 * Moves a dead holder's lock away. Two processes may find the same dead lock: if what was moved
 * is not the dead one (the other process had already replaced it), it is put back and refused.
 */
function takeOver(file: string, dead: LockHolder | null): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== null && moved !== "unreadable" && !(dead && sameHolder(moved, dead)) && isAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch {}
    unlinkSync(aside);
    throw new DataDirInUse(path.dirname(file), moved);
  }
  unlinkSync(aside);
}
