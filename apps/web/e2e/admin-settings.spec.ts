// The admin journey, part 2: settings, Test Email over real SMTP, two-factor, the French admin, sign-out.
import { SMTPServer } from "smtp-server";
import { expect, type Page, test } from "./support/fixtures";
import { freePort, toast, totp, totpSequence } from "./admin-support";
import { adminJourney, SECTIONS } from "./admin-journey";
import { ENGLISH_LEAKS, pageText } from "./support/english-leaks";
import { ADMIN } from "./support/server";

const journey = adminJourney();
const { signIn, signOut, openSection, clickCentred, shot } = journey;
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

test("sign-in leads to the dashboard", async () => {
  await page.goto("/en/admin/login");
  await signIn();
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
});

test("settings: site, AI and security settings save", async () => {
  await openSection("Settings");
  const site = page.getByRole("region", { name: "Site Configuration" });
  await site.getByLabel("Phone").fill("+33 1 98 76 54 32");
  await site.getByRole("button", { name: "Save Site Settings" }).click();
  await expect(toast(page, "Settings saved successfully")).toBeVisible();

  const security = page.getByRole("region", { name: "Security Settings" });
  await security.getByRole("combobox", { name: "Session timeout" }).click();
  await page.getByRole("option", { name: "30 minutes" }).click();
  await clickCentred(security.getByRole("button", { name: "Save Security Settings" }));
  await expect(toast(page, "Settings saved successfully")).toBeVisible();

  await openSection("AI Settings");
  const thumb = page.getByRole("slider", { name: "Temperature" });
  await expect(thumb).toHaveAttribute("aria-valuenow", "0.7");
  await thumb.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("temperature-value")).toHaveText("0.6");
  await page.getByLabel("Max response length (words)").fill("200");
  // Any model name is accepted; the listed ones are suggestions.
  await page.getByRole("combobox", { name: "Model" }).fill("gpt-4");
  await page.getByRole("combobox", { name: "Model" }).press("Escape");
  await page.getByRole("button", { name: "Save AI Settings" }).click();
  await expect(toast(page, "AI settings saved successfully")).toBeVisible();
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(page, "AI connection test successful")).toBeVisible();
  await expect(page.getByTestId("ai-status")).toContainText("Connected");

  // Saved for real: a reload shows the stored values.
  await page.reload();
  await openSection("AI Settings");
  await expect(page.getByTestId("temperature-value")).toHaveText("0.6");
  await expect(page.getByLabel("Max response length (words)")).toHaveValue("200");
  await expect(page.getByRole("combobox", { name: "Model" })).toHaveValue("gpt-4");
  await openSection("Settings");
  await expect(page.getByRole("region", { name: "Site Configuration" }).getByLabel("Phone")).toHaveValue("+33 1 98 76 54 32");
  await expect(page.getByRole("region", { name: "Security Settings" }).getByRole("combobox", { name: "Session timeout" })).toHaveValue(
    "30 minutes",
  );
});

test("Test Email is delivered to a loopback SMTP server, and fails when it is down", async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (c: Buffer) => (data += c.toString()));
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  try {
    await openSection("Settings");
    const email = page.getByRole("region", { name: "Email Configuration" });
    await expect(email.getByLabel("SMTP port")).toHaveValue("587");
    await email.getByLabel("SMTP host").fill("127.0.0.1");
    await email.getByLabel("SMTP port").fill(String(port));
    await email.getByRole("combobox", { name: "Security" }).click();
    await page.getByRole("option", { name: "None" }).click();
    await email.getByLabel("SMTP password").fill("relay-secret");
    await clickCentred(email.getByRole("button", { name: "Save Email Settings" }));
    await expect(toast(page, "Settings saved successfully")).toBeVisible();
    await expect(email.getByLabel("SMTP password")).toHaveValue("");
    await expect(email.getByText("A password is saved. Leave this field empty to keep it.")).toBeVisible();
    const stored = await (await page.request.get("/api/admin/settings")).text();
    expect(stored).not.toContain("relay-secret");

    await clickCentred(email.getByRole("button", { name: "Test Email" }));
    await expect(toast(page, "Email connection test successful")).toBeVisible();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toContain("To: contact@lumiere-ai.fr");
    expect(received[0]).toMatch(/^Subject: .*SMTP.test/m);
    await shot("settings-email");
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
  await clickCentred(page.getByRole("region", { name: "Email Configuration" }).getByRole("button", { name: "Test Email" }));
  await expect(toast(page, "Email connection test failed")).toBeVisible({ timeout: 30_000 });
  // The raw network error ("connect ECONNREFUSED 127.0.0.1:…") is said in words.
  await expect(toast(page, "Email connection test failed")).toContainText(
    "The server refused the connection. Check the host name and the port.",
  );
  await expect(toast(page, "Email connection test failed")).not.toContainText("ECONNREFUSED");
});

test("two-factor: set up with the QR code and secret, then sign-in asks for a code", async () => {
  test.setTimeout(120_000);
  // Two-factor is each person's own: in My account (Settings → Security holds the team-wide rule).
  await openSection("My account");
  const panel = page.getByTestId("two-factor");
  await clickCentred(panel.getByRole("button", { name: "Set up two-factor authentication" }));
  await expect(toast(page, "2FA configuration initiated")).toBeVisible();
  await expect(panel.getByRole("img", { name: "QR code for two-factor setup" })).toBeVisible();
  const secret = (await panel.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shot("two-factor-setup");
  const nextCode = totpSequence(secret);
  // A session alone cannot turn it on: the password is asked for too.
  await panel.getByLabel("6-digit code").fill(totp(secret));
  await clickCentred(panel.getByRole("button", { name: "Enable two-factor" }));
  await expect(panel.getByText("Enter your password to turn on two-factor authentication")).toBeVisible();
  await expect(panel.getByText("Disabled", { exact: true })).toBeVisible();
  const enableCode = await nextCode();
  await panel.getByLabel("6-digit code").fill(enableCode);
  await panel.getByLabel("Your password").fill(ADMIN.password);
  await clickCentred(panel.getByRole("button", { name: "Enable two-factor" }));
  await expect(toast(page, "Two-factor authentication is now on")).toBeVisible();
  await expect(panel.getByText("Enabled", { exact: true })).toBeVisible();

  await signOut();
  // A wrong code says so: the password was right.
  await page.getByRole("textbox", { name: "Username" }).fill(ADMIN.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const wrong = totp(secret) === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "Authentication code" }).fill(wrong);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "The code is not valid. Check your authenticator app and try again.")).toContainText("Login Failed");
  await expect(page.getByText("Invalid username or password")).toHaveCount(0);
  // The code step stays open: the right code signs in.
  const signInCode = await nextCode();
  await page.getByRole("textbox", { name: "Authentication code" }).fill(signInCode);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(toast(page, "Welcome to the admin dashboard")).toBeVisible();

  // Turning it off asks for a code too, a later one than the sign-in's (a code works once).
  await openSection("My account");
  const offCode = await nextCode();
  await page.getByTestId("two-factor").getByLabel("6-digit code").fill(offCode);
  await clickCentred(page.getByTestId("two-factor").getByRole("button", { name: "Disable two-factor" }));
  await expect(toast(page, "Two-factor authentication is now off")).toBeVisible();
});

test("the French admin has no English: placeholders, labels, sample titles, decimals, connection errors", async () => {
  test.setTimeout(120_000);
  await page.goto("/fr/admin");
  const nav = page.getByRole("navigation", { name: "Sections d'administration" });
  await expect(nav).toBeVisible();
  const sections = nav.getByRole("button");
  const count = await sections.count();
  expect(count).toBe(SECTIONS.length);
  for (let i = 0; i < count; i++) {
    await sections.nth(i).click();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
    const text = await pageText(page);
    for (const leak of ENGLISH_LEAKS) expect(text, `section ${i}`).not.toContain(leak);
    if (await page.getByTestId("temperature-value").isVisible()) await expect(page.getByTestId("temperature-value")).toHaveText(/^\d,\d$/);
  }
  // The SMTP server of the earlier test is gone: the failure is explained in French.
  await nav.getByRole("button", { name: "Paramètres", exact: true }).click();
  const email = page.getByRole("region", { name: "Configuration e-mail" });
  await clickCentred(email.getByRole("button", { name: "Tester l'e-mail" }));
  const failed = toast(page, "Échec du test de connexion e-mail");
  await expect(failed).toContainText("Le serveur a refusé la connexion", { timeout: 30_000 });
  await expect(failed).not.toContainText("ECONNREFUSED");
  await page.goto("/en/admin");
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  // The dashboard's counts have loaded before the next test signs out.
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
});

test("sign out leads to /admin/login, and admin URLs then lead to the login page", async () => {
  await signOut();
  // Spec §4: a toast shows for 5000 ms.
  await expect(toast(page, "Logged out successfully")).toBeHidden({ timeout: 8000 });
  await page.goto("/en/admin");
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
  await page.goto("/fr/admin");
  await expect(page).toHaveURL(/\/fr\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Accès administrateur" })).toBeVisible();
  const me = (await (await page.request.get("/trpc/auth.me")).json()) as { result: { data: unknown } };
  expect(me.result.data).toBeNull();
});

test("no page errors and no unexpected console errors on the way", () => {
  expect(journey.problems).toEqual([]);
});
