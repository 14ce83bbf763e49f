// The log's standard output: lines gathered in memory and written in batches of a few kilobytes,
// asynchronously, one write per batch. A line costs an array push (sonic-boom, which
// pino.destination makes, measures and concatenates its buffer on every line, and encodes each
// batch twice). What is still waiting when the process exits is written synchronously then.
import { write, writeSync } from "node:fs";
import type { DestinationStream } from "pino";

/** How long a batch waits when the output cannot take it yet (a full pipe), as sonic-boom waits. */
const BUSY_RETRY_MS = 100;

export interface LineBatches extends DestinationStream {
  /** Starts writing what is waiting, whatever its size; `done` once it is all written. */
  flush(done?: (err?: Error) => void): void;
  /** Writes what is waiting before returning (the process is exiting). */
  flushSync(): void;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Line batches written to `fd` once `minBytes` are waiting (or by flush). */
export function lineBatches(fd: number, minBytes: number): LineBatches {
  let waiting: string[] = [];
  let waitingChars = 0;
  let writing = false;
  /** A closed output (the reader went away) takes no more lines, as pino's destination does. */
  let closed = false;
  /** Callers of flush, told once everything asked before them is written. */
  let flushed: Array<(err?: Error) => void> = [];

  const take = (): Buffer => {
    const batch = Buffer.from(waiting.length === 1 ? (waiting[0] as string) : waiting.join(""));
    waiting = [];
    waitingChars = 0;
    return batch;
  };

  const settle = () => {
    const callers = flushed;
    flushed = [];
    for (const done of callers) done();
  };

  const writeOut = (batch: Buffer) => {
    writing = true;
    write(fd, batch, 0, batch.length, null, (err, written) => {
      if (err) {
        if (err.code === "EAGAIN" || err.code === "EBUSY") {
          setTimeout(() => writeOut(batch), BUSY_RETRY_MS);
          return;
        }
        writing = false;
        if (err.code === "EPIPE") {
          closed = true;
          settle();
          return;
        }
        // Any other failure is thrown, as pino's destination's unhandled error would be.
        throw err;
      }
      if (written < batch.length) return writeOut(batch.subarray(written));
      writing = false;
      if (waitingChars >= minBytes || (flushed.length > 0 && waitingChars > 0)) writeOut(take());
      else if (flushed.length > 0) settle();
    });
  };

  return {
    write(line: string) {
      if (closed) return;
      waiting.push(line);
      waitingChars += line.length;
      if (!writing && waitingChars >= minBytes) writeOut(take());
    },
    flush(done) {
      if (done) flushed.push(done);
      if (writing) return;
      if (!closed && waitingChars > 0) writeOut(take());
      else process.nextTick(settle);
    },
    flushSync() {
      // As sonic-boom: a batch already being written is left to that write; the rest goes now.
      if (closed || waitingChars === 0) return;
      let batch = take();
      while (batch.length > 0) {
        try {
          batch = batch.subarray(writeSync(fd, batch));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "EAGAIN") return;
          pause(BUSY_RETRY_MS);
        }
      }
    },
  };
}

let standardOutput: LineBatches | undefined;

/** The one batched writer of this process's standard output, written out when the process exits. */
export function stdoutLines(minBytes: number): LineBatches {
  if (!standardOutput) {
    const created = lineBatches(1, minBytes);
    process.on("exit", () => created.flushSync());
    standardOutput = created;
  }
  return standardOutput;
}
