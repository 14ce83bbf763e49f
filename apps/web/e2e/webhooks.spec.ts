// Leads reach a CRM: an administrator adds a webhook endpoint in Settings → Integrations (a loopback
// receiver here; WEBHOOKS_ALLOW_HTTP=1 lets the production server call it), sends a test event, and
// a visitor's contact message arrives at the receiver signed, once; the inbox shows it delivered.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { axeViolations } from "./support/axe";
import { toast } from "./admin-support";
import { expectToast, fillContactForm, fillTimeOfAPerson, open, STRINGS } from "./support/site";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(200).end("ok");
  });
});
let receiverUrl = "";

// The refused http address is a 400 the test provokes on purpose.
const journey = adminJourney({ env: () => ({ WEBHOOKS_ALLOW_HTTP: "1" }), expectedFailures: [/\/trpc\/admin\.webhooks\.create/] });
let page: Page;

test.beforeAll(async () => {
  page = journey.page;
  // The contact message is sent at a person's pace by moving the page's clock (fillTimeOfAPerson).
  await page.clock.install();
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm/hooks`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The Standard Webhooks check a receiver makes: HMAC-SHA256 of "id.timestamp.body" with the secret's bytes. */
function verified(secret: string, r: Received): { type: string; data: Record<string, unknown> } {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${r.headers["webhook-id"]}.${r.headers["webhook-timestamp"]}.${r.body}`;
  const expected = `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
  expect(String(r.headers["webhook-signature"]).split(" ")).toContain(expected);
  return JSON.parse(r.body);
}

let secret = "";

test("an administrator adds an endpoint in Settings → Integrations and sends a test event", async () => {
  await page.goto("/en/admin/login");
  await journey.signIn();
  await journey.openSection("Settings");
  await page.getByRole("tab", { name: "Integrations" }).click();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("region", { name: "New webhook endpoint" });
  // An http address elsewhere than this machine is refused on the field.
  await form.getByLabel("Endpoint URL").fill("http://crm.example.com/hooks");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("Enter a full address starting with https://")).toBeVisible();
  await form.getByLabel("Endpoint URL").fill(receiverUrl);
  await form.getByLabel("Description").fill("E2E CRM");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(toast(page, "Webhook endpoint added")).toBeVisible();

  const card = page.getByRole("region", { name: "E2E CRM" });
  secret = await card.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await card.getByRole("button", { name: "Send a test event" }).click();
  await expect(card.getByRole("status")).toContainText("Test event delivered");
  await expect(card.getByRole("status")).toContainText("HTTP status 200");
  expect(received).toHaveLength(1);
  expect(verified(secret, received[0] as Received).type).toBe("webhook.test");
  expect(await axeViolations(page)).toEqual([]);
});

test("a visitor's contact message reaches the receiver once, and the inbox shows it delivered", async () => {
  const s = STRINGS.en;
  await open(page, "/en/contact");
  const form = page.getByRole("form", { name: s.sendUsAMessage });
  await fillContactForm(form, "en", {
    first: "Hook",
    last: "Visitor",
    email: "hook.visitor@example.com",
    message: "Please send this to our CRM.",
  });
  await fillTimeOfAPerson(page);
  await form.getByRole("button", { name: s.sendMessage }).click();
  await expectToast(page, s.success, s.contactSuccess);

  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  const event = verified(secret, received[1] as Received);
  expect(event).toMatchObject({ type: "lead.created", data: { kind: "contact", email: "hook.visitor@example.com", firstName: "Hook" } });

  await page.goto("/en/admin");
  await journey.openSection("Contacts");
  const row = page.getByTestId("lead-row").filter({ hasText: "hook.visitor@example.com" });
  await expect(row.getByTestId("webhook-deliveries")).toContainText("Webhook: delivered");
  expect(received).toHaveLength(2);
});

test("the French admin names the tab and its controls in French", async () => {
  await page.goto("/fr/admin?section=settings&tab=integrations");
  await expect(page.getByRole("tab", { name: "Intégrations" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("region", { name: "E2E CRM" });
  await expect(card.getByRole("button", { name: "Envoyer un événement de test" })).toBeVisible();
  await expect(card.getByLabel("Secret de signature")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter un point de terminaison" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(journey.problems).toEqual([]);
});
