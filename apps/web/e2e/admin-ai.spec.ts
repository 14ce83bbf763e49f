import { createServer, type Server } from "node:http";
import path from "node:path";
import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { freePort, openSection, signIn, toast } from "./admin-support";
import { ADMIN } from "./support/server";

// AI Settings against an OpenAI-compatible provider: a stand-in API on loopback that the test can
// make answer or refuse, so the real status and both Test Connection toasts are exercised.

let fakeApi: Server;
let isApiHealthy = true;
const seenModels: string[] = [];
const journey = adminJourney({
  // A stand-in OpenAI-compatible API on loopback, started before the server that is pointed at it.
  env: async () => {
    const port = await freePort();
    fakeApi = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        if (!isApiHealthy) {
          res.writeHead(401, { "content-type": "application/json" });
          res.end(
            JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } }),
          );
          return;
        }
        const { model } = JSON.parse(body || "{}") as { model?: string };
        seenModels.push(model ?? "");
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: model ?? "unknown",
            choices: [{ index: 0, message: { role: "assistant", content: "OK" }, finish_reason: "stop" }],
            usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeApi.listen(port, "127.0.0.1", resolve));
    return { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` };
  },
  expectedFailures: [/\/trpc\/admin\.ai\.test/],
});
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (fakeApi ? fakeApi.close(() => resolve()) : resolve()));
});

test("AI Settings shows the OpenAI-compatible provider and tests the connection for real", async () => {
  await page.goto("/admin/login");
  await signIn(page, ADMIN);
  await openSection(page, "AI Settings");
  const status = page.getByTestId("ai-status");
  await expect(status).toContainText("OpenAI-compatible API");
  await expect(status).toContainText("Not tested yet");

  // The test uses the saved model: any name the provider knows (a local Ollama model here).
  await page.getByRole("combobox", { name: "Model" }).fill("llama3.1:8b");
  await page.getByRole("combobox", { name: "Model" }).press("Escape");
  await page.getByRole("button", { name: "Save AI Settings" }).click();
  await expect(toast(page, "AI settings saved successfully")).toBeVisible();

  await page.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(page, "AI connection test successful")).toBeVisible();
  await expect(status).toContainText("Connected");
  expect(seenModels.at(-1)).toBe("llama3.1:8b");
  await page.screenshot({ path: path.join(import.meta.dirname, "../screenshots/admin-ai-settings-openai.png"), fullPage: true });

  isApiHealthy = false;
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(page, "AI connection test failed")).toBeVisible();
  await expect(status).toContainText("Connection failed");

  // The status is stored: a reload still shows the last result.
  await page.reload();
  await openSection(page, "AI Settings");
  await expect(page.getByTestId("ai-status")).toContainText("Connection failed");
  expect(journey.problems).toEqual([]);
});
