import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/env";

describe("configuration", () => {
  it("puts a relative DATA_DIR where the user ran the command (pnpm's INIT_CWD), not inside apps/server", () => {
    expect(loadConfig({ INIT_CWD: "/srv/lumiere" }).dataDir).toBe(path.join("/srv/lumiere", ".data"));
    expect(loadConfig({ INIT_CWD: "/srv/lumiere", DATA_DIR: "state" }).dataDir).toBe(path.join("/srv/lumiere", "state"));
    expect(loadConfig({ INIT_CWD: "/srv/lumiere", DATA_DIR: "/var/lib/lumiere" }).dataDir).toBe("/var/lib/lumiere");
  });

  it("treats an empty variable as unset and refuses a malformed one with its name", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
