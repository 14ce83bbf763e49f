// Content encoding follows the client's Accept-Encoding q-values, for rendered pages and for cached
// public API answers alike, and the stored forms are the best compression, computed once.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { compressBest } from "../../src/http/encoding";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://www.lumiere.example" }, { ssr: true });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

/** Accept-Encoding as a client sends it, and the encoding it must get (undefined: none). */
const CASES: Array<[string | undefined, "br" | "gzip" | undefined]> = [
  ["br;q=0, gzip", "gzip"],
  ["gzip;q=0.5, br;q=1", "br"],
  ["gzip, br;q=0.5", "gzip"],
  ["br, gzip", "br"],
  ["identity", undefined],
  ["*;q=0", undefined],
  ["br;q=0, *", "gzip"],
  ["x-gzip", "gzip"],
  [undefined, undefined],
];

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  return res.body;
}

async function expectNegotiated(url: string) {
  const plain = (await get(url)).body;
  for (const [accept, expected] of CASES) {
    const res = await get(url, accept);
    expect(res.statusCode, `${url} ${accept}`).toBe(200);
    expect(res.headers["content-encoding"], `${url} ${accept}`).toBe(expected);
    expect(res.headers.vary, `${url} ${accept}`).toMatch(/accept-encoding/i);
    expect(decoded(res), `${url} ${accept}`).toBe(plain);
  }
  return plain;
}

describe(`Accept-Encoding negotiation (${dbLabel})`, () => {
  it("honours q-values on a rendered page, as first rendered and once stored in its best form", async () => {
    const plain = await expectNegotiated("/fr/insights");
    // The stored page is sent with brotli's best form, computed once off the request.
    const best = await compressBest(Buffer.from(plain));
    await vi.waitFor(async () => expect((await get("/fr/insights", "br")).rawPayload.equals(best.br)).toBe(true));
    await expectNegotiated("/fr/insights");
  });

  it("honours q-values on a cached public API answer, as first sent and as replayed", async () => {
    const url = "/api/articles?lang=fr";
    // The first request for each encoding computes it; every later one is replayed from the store.
    for (const [accept, expected] of CASES) {
      const res = await get(`${url}&first=${encodeURIComponent(String(accept))}`, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers["content-encoding"], String(accept)).toBe(expected);
    }
    const plain = await expectNegotiated(url);
    const best = await compressBest(Buffer.from(plain));
    expect((await get(url, "br")).rawPayload.equals(best.br)).toBe(true);
    expect((await get(url, "gzip")).rawPayload.equals(best.gzip)).toBe(true);
    expect(t.app.contentCache.responses.get(url)?.br?.equals(best.br)).toBe(true);
  });
});
