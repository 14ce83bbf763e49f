// A real SMTP server on loopback for the e-mail tests, and just enough MIME decoding to read
// what a recipient would see (subject, headers, text part).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  mailFrom: string;
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

export function parseMail(raw: string, to: string[], mailFrom = ""): ReceivedMail {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), decodeWord(line.slice(i + 1).trim()));
  }
  return { to, mailFrom, raw, headers, subject: headers.get("subject") ?? "", body: decodeBody(raw) };
}

/** A header as sent (unfolded, encoded words left as they are), for parsing its syntax. */
export function rawHeader(raw: string, name: string): string[] {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const prefix = `${name.toLowerCase()}:`;
  return head
    .split(/\r?\n/)
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

/**
 * The mailboxes of an address header as a recipient's client reads them (RFC 5322: quoted strings
 * with their backslash escapes, comments, angle addresses; RFC 2047 words decoded only after the
 * structure is read). Throws on a header that does not parse, as a strict client would.
 */
export function parseMailboxes(value: string): Array<{ name: string; address: string }> {
  const out: Array<{ name: string; address: string }> = [];
  let words: Array<{ text: string; encoded: boolean }> = [];
  let address: string | null = null;
  const finish = () => {
    const name = words
      .map((w, i) => {
        const next = words[i + 1];
        // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
        return w.text + (next && !(w.encoded && next.encoded) ? " " : "");
      })
      .join("");
    if (address !== null) out.push({ name, address });
    else if (words.length === 1 && !words[0]!.encoded) out.push({ name: "", address: name });
    else throw new Error(`not a mailbox in ${JSON.stringify(value)}`);
    words = [];
    address = null;
  };
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    if (c === '"') {
      let text = "";
      i++;
      while (i < value.length && value[i] !== '"') {
        if (value[i] === "\\") i++;
        if (i >= value.length) break;
        text += value[i];
        i++;
      }
      if (value[i] !== '"') throw new Error(`unterminated quoted string in ${JSON.stringify(value)}`);
      i++;
      words.push({ text, encoded: false });
    } else if (c === "(") {
      let depth = 0;
      do {
        if (value[i] === "\\") i++;
        else if (value[i] === "(") depth++;
        else if (value[i] === ")") depth--;
        i++;
      } while (depth > 0 && i < value.length);
      if (depth > 0) throw new Error(`unterminated comment in ${JSON.stringify(value)}`);
    } else if (c === "<") {
      const end = value.indexOf(">", i);
      if (end < 0 || address !== null) throw new Error(`bad angle address in ${JSON.stringify(value)}`);
      address = value.slice(i + 1, end).trim();
      i = end + 1;
    } else if (c === ",") {
      finish();
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else {
      if (address !== null) throw new Error(`text after the address in ${JSON.stringify(value)}`);
      let atom = "";
      while (i < value.length && !/[\s"(<,]/.test(value[i]!)) atom += value[i++];
      if (/[>)\\]/.test(atom)) throw new Error(`stray special in ${JSON.stringify(value)}`);
      const encoded = /^=\?[^?]+\?[qb]\?[^?]*\?=$/i.test(atom);
      words.push({ text: encoded ? decodeWord(atom).trimEnd() : atom, encoded });
    }
  }
  finish();
  return out;
}

/** One address a server learnt: a login attempt's username and password. */
export interface SmtpLogin {
  username: string;
  password: string;
}

/**
 * A loopback SMTP server. With `auth`, it offers AUTH over the plain connection and records every
 * login it is given (accepting it); `connections` lists the clients that connected at all.
 */
export async function startSmtp(port = 0, options: { host?: string; auth?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const logins: SmtpLogin[] = [];
  const connections: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: options.auth ?? false,
    onConnect(session, callback) {
      connections.push(session.remoteAddress);
      callback();
    },
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    logger: false,
    // Closing ends the site's pooled connections at once rather than waiting for the pool's idle
    // timeout: a test's teardown does not wait on a client that has nothing more to send.
    closeTimeout: 1,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, options.host ?? "127.0.0.1", resolve));
  return {
    received,
    logins,
    connections,
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
