// The embedded database allows one process, so a backup while the server runs is made BY the
// server: it listens on a Unix socket in DATA_DIR (mode 0600: only its own user can connect; no
// network exposure) and streams the archive to whoever asks.
import { chmodSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Config } from "../env";
import type { MediaStorage } from "../storage/media-storage";
import { writeArchive } from "./write";

export const CONTROL_SOCKET = "control.sock";
export const BACKUP_PATH = "/backup";
/** Unix socket paths are limited to about 107 bytes. */
export const MAX_SOCKET_PATH = 100;

/** Where drizzle records the applied migrations for this configuration. */
export const migrationsSchemaOf = (config: Config) => config.databaseSchema ?? "drizzle";

export function controlSocketPath(config: Config): string {
  return path.resolve(config.dataDir, CONTROL_SOCKET);
}

/** Listens on DATA_DIR/control.sock once the app is ready; closes (and removes it) with the app. */
export function listenOnControlSocket(app: FastifyInstance, config: Config, storage: MediaStorage): void {
  const file = controlSocketPath(config);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" || req.url !== BACKUP_PATH) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/gzip" });
    writeArchive(res, { handle: app.dbHandle, storage, migrationsSchema: migrationsSchemaOf(config) }).then(
      (manifest) => app.log.info({ tables: manifest.tables, media: manifest.media }, "backup streamed through the control socket"),
      (error: unknown) => {
        app.log.error({ err: error }, "backup through the control socket failed");
        res.destroy();
      },
    );
  });
  app.addHook("onReady", async () => {
    if (file.length > MAX_SOCKET_PATH) {
      app.log.warn(`no control socket: ${file} is too long for a Unix socket; pnpm backup needs the server stopped`);
      return;
    }
    // Left by a server that crashed: this process holds DATA_DIR's lock, so it is not in use.
    rmSync(file, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => resolve());
    });
    chmodSync(file, 0o600);
  });
  app.addHook("onClose", async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(file, { force: true });
  });
}
