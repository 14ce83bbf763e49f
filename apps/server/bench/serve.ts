// The baseline server of the benchmark: bare Fastify routes sending constant bytes copied once
// from the real server given as argument (same body, same encoding, same content type), so each
// row of `pnpm bench` compares the site with a server that does nothing but send those bytes.
import { request } from "node:http";
import Fastify from "fastify";

const [source, ...specs] = process.argv.slice(2);
if (!source) throw new Error("usage: serve.ts <app origin> <path>[,br] ...");

/** The exact bytes (still encoded) and content type the real server answers. */
function copy(url: string, encoding: string): Promise<{ body: Buffer; type: string; encoded: boolean }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          body: Buffer.concat(chunks),
          type: res.headers["content-type"] ?? "",
          encoded: Boolean(res.headers["content-encoding"]),
        }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const app = Fastify({ logger: false });
const tiny = { id: 1, title_en: "Constant", title_fr: "Constante" };
app.get("/tiny", async () => tiny);
app.post("/tiny", async () => tiny);
for (const [i, spec] of specs.entries()) {
  const [path = "/", encoding = "identity"] = spec.split(",");
  const { body, type, encoded } = await copy(`${source}${path}`, encoding);
  app.get(`/copy/${i}`, (_req, reply) => {
    reply.type(type);
    if (encoded) reply.header("content-encoding", encoding).header("vary", "accept-encoding");
    return reply.send(body);
  });
}
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`PORT=${(app.server.address() as { port: number }).port}`);
