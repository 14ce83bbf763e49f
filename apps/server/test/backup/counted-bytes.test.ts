// An archive entry streams in counted: one whose header declares more than its limit is refused
// before a byte of it is read, and one holding more than its header declares (a header that lies)
// is refused while it streams, as soon as it passes the declared size, never read to its end.
import { describe, expect, it } from "vitest";
import { countedBytes, readWhole } from "../../src/backup/read";

const CHUNK = 64 * 1024;
const limit = { bytes: 4 * CHUNK, name: "the media size limit (MEDIA_MAX_BYTES, 262144 bytes)" };

/** A body of `chunks` chunks that records how many were pulled. */
function body(chunks: number) {
  const source = { pulled: 0 };
  async function* gen() {
    for (let i = 0; i < chunks; i++) {
      source.pulled++;
      yield new Uint8Array(CHUNK);
    }
  }
  return { source, chunks: gen() };
}

const drain = async (stream: AsyncIterable<Buffer>) => {
  let n = 0;
  for await (const chunk of stream) n += chunk.length;
  return n;
};

describe("an archive entry counted against its limit", () => {
  it("reads an entry within the limit whole", async () => {
    const { chunks } = body(4);
    const bytes = await readWhole({ path: "media/a.png", read: (l) => countedBytes("media/a.png", 4 * CHUNK, chunks, l) }, limit);
    expect(bytes.length).toBe(4 * CHUNK);
  });

  it("refuses an entry declared over the limit before reading any of it", async () => {
    const { source, chunks } = body(10_000);
    await expect(drain(countedBytes("media/big.png", 10_000 * CHUNK, chunks, limit))).rejects.toThrow(
      `media/big.png is ${10_000 * CHUNK} bytes, over the media size limit (MEDIA_MAX_BYTES, 262144 bytes)`,
    );
    expect(source.pulled).toBe(0);
  });

  it("refuses an entry holding more than its header declares as soon as it passes it", async () => {
    const { source, chunks } = body(10_000);
    await expect(drain(countedBytes("media/small.png", 100, chunks, limit))).rejects.toThrow(
      "media/small.png holds more bytes than its header says (100)",
    );
    expect(source.pulled).toBe(1);
  });

  it("refuses an entry holding less than its header declares", async () => {
    const { chunks } = body(1);
    await expect(drain(countedBytes("media/short.png", 2 * CHUNK, chunks, limit))).rejects.toThrow(
      `media/short.png holds ${CHUNK} bytes, its header says ${2 * CHUNK}`,
    );
  });
});
