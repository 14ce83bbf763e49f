// One writer per embedded-database folder: two PGlite processes on one folder each see only their
// own writes and lose some at restart. The lock file names its holder so a refusal can say who.
// The holder refreshes the file's time (a heartbeat): a lock not refreshed for STALE_MS is left by
// a server that is gone, whatever host wrote it (a container recreated under another host name
// after an unclean stop cannot be asked whether its process still runs).
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** How often a holder refreshes its lock, and how long unrefreshed before it counts as gone. */
export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
  /** How long ago the holder last refreshed the lock. */
  refreshedMsAgo: number;
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

export interface LockEvents {
  /** A lock left by a holder that is gone is being taken over: who (null: unreadable) and why it counts as gone. */
  onStale?: (previous: LockHolder | null, why: string) => void;
  /** The lock is no longer ours (taken over while this process was stopped): it must stop writing. */
  onLost: (by: LockHolder | null) => void;
}

export const LOCK_FILE = "server.lock";

function readHolder(file: string): LockHolder | null | "unreadable" {
  let text: string;
  let mtimeMs: number;
  try {
    text = readFileSync(file, "utf8");
    mtimeMs = statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    if (typeof h.pid === "number" && typeof h.host === "string" && typeof h.since === "string") {
      return { pid: h.pid, host: h.host, since: h.since, refreshedMsAgo: Math.max(0, Date.now() - mtimeMs) };
    }
  } catch {}
  return "unreadable";
}

function sameHolder(a: LockHolder, b: LockHolder): boolean {
  return a.pid === b.pid && a.host === b.host && a.since === b.since;
}

/** Why the holder counts as gone, or null while it may still be running. */
function goneBecause(holder: LockHolder): string | null {
  if (holder.refreshedMsAgo > STALE_MS) return `which has not refreshed it for ${Math.round(holder.refreshedMsAgo / 1000)} s`;
  // Only a process on this host can be asked.
  if (holder.host !== hostname()) return null;
  if (holder.pid === process.pid) return "which is no longer running";
  try {
    process.kill(holder.pid, 0);
    return null;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? null : "which is no longer running";
  }
}

/** The live holder of the folder's lock, or null when none (no file, or its holder is gone). */
export function dataDirHolder(dir: string): LockHolder | null {
  const holder = readHolder(path.join(dir, LOCK_FILE));
  if (holder === null || holder === "unreadable") return null;
  return goneBecause(holder) === null ? holder : null;
}

/**
 * Takes the folder's lock for this process's life, or throws DataDirInUse. A lock left by a holder
 * that is gone (a dead process on this host, or one not refreshed for STALE_MS) is taken over
 * (`onStale` hears of it first).
 */
export function lockDataDir(dir: string, events: LockEvents): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), refreshedMsAgo: 0 };
  // Written aside, then linked in place: link fails when the lock exists, and never shows a half-written file.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify({ pid: holder.pid, host: holder.host, since: holder.since })}\n`);
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
      const why = current === "unreadable" ? "which is unreadable" : goneBecause(current);
      if (current !== "unreadable" && why === null) throw new DataDirInUse(dir, current);
      takeOver(file, current === "unreadable" ? null : current);
      events.onStale?.(current === "unreadable" ? null : current, why ?? "");
    }
  } finally {
    try {
      unlinkSync(draft);
    } catch {}
  }
  const isOurs = (current: ReturnType<typeof readHolder>): current is LockHolder =>
    current !== null && current !== "unreadable" && sameHolder(current, holder);
  const heartbeat = setInterval(() => {
    let current: ReturnType<typeof readHolder>;
    try {
      current = readHolder(file);
      if (isOurs(current)) {
        const now = new Date();
        utimesSync(file, now, now);
        return;
      }
    } catch {
      // A folder out of reach for a moment: the next beat tries again.
      return;
    }
    clearInterval(heartbeat);
    process.off("exit", release);
    events.onLost(current === "unreadable" ? null : current);
  }, HEARTBEAT_MS).unref();
  const release = () => {
    clearInterval(heartbeat);
    const current = readHolder(file);
    if (isOurs(current)) {
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
 * Moves a gone holder's lock away. Two processes may find the same stale lock: if what was moved
 * is not that one (the other process had already replaced it), it is put back and refused.
 */
function takeOver(file: string, gone: LockHolder | null): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== null && moved !== "unreadable" && !(gone && sameHolder(moved, gone)) && goneBecause(moved) === null) {
    try {
      linkSync(aside, file);
    } catch {}
    unlinkSync(aside);
    throw new DataDirInUse(path.dirname(file), moved);
  }
  unlinkSync(aside);
}
