// A real SMTP server on loopback for the e-mail tests, and just enough MIME decoding to read
// what a recipient would see (subject, headers, text part).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  /** The whole message with quoted-printable and base64 parts decoded, for `toContain`. */
  body: string;
}

const decodeWord = (s: string) =>
  s.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );

function decodeBody(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .split("=")
        .slice(1)
        .map((h) => Number.parseInt(h, 16)),
    ).toString("utf8"),
  );
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ""), "base64").toString("utf8"),
  );
  return [qp, ...b64].join("\n");
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), decodeWord(line.slice(i + 1).trim()));
  }
  return { to, raw, headers, subject: headers.get("subject") ?? "", body: decodeBody(raw) };
}

export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of PUT /api/admin/settings that makes the app send through the loopback server on `port`. */
export function loopbackEmailSettings(port: number) {
  return { type: "email", data: { smtpHost: "127.0.0.1", smtpPort: port, smtpSecurity: "none", smtpUsername: "", smtpPassword: "" } };
}

/** Saves Settings → Email so the app sends through the loopback server on `port`. */
export function useSmtp(app: { inject: import("fastify").FastifyInstance["inject"] }, cookie: string, port: number) {
  return app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie }, payload: loopbackEmailSettings(port) });
}
