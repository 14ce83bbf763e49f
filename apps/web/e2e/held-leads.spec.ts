import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { toast as adminToast } from "./admin-support";
import { expectToast, fillContactForm, fillTimeOfAPerson, open, STRINGS, toast } from "./support/site";
import { useLoopbackSmtp } from "./support/smtp";

// A visitor whose browser fills a form and sends it at once (autofill, a password manager) is told
// it worked, and it is true: the lead is stored and their confirmation mailed at once, here to a
// real SMTP server on loopback. Only the team's notification waits: the lead is held for review,
// and the admin's Release sends it.

const journey = adminJourney({ expectedFailures: [] });
let page: Page;
const smtp = useLoopbackSmtp();
const { mailsTo } = smtp;

test.beforeAll(async () => {
  page = journey.page;
});

test("a launch signup and a contact message sent the instant their form opened are stored and confirmed at once; Release tells the team", async () => {
  const s = STRINGS.en;
  const signup = "autofill.signup@example.com";
  const contact = "autofill.contact@example.com";
  const message = "Sent by my password manager's autofill";
  /** Mails about a lead that did not go to the visitor: the team's notifications. */
  const teamMailsAbout = (text: string, visitor: string) => smtp.mails.filter((m) => !m.to.includes(visitor) && m.body.includes(text));

  // The site can send e-mail before any visitor comes.
  await page.goto("/en/admin/login");
  await journey.signIn();
  await smtp.sendThrough(page);

  // Filled and sent at once, as autofill does: the visitor is told a link was sent, and it was.
  await open(page, "/en/product");
  await page.getByRole("main").getByRole("button", { name: s.notifyButton }).first().click();
  const notify = page.getByRole("dialog", { name: s.notifyTitle });
  await notify.getByLabel(s.email).fill(signup);
  await notify.getByRole("button", { name: s.notifySubmit }).click();
  await expect(page.getByRole("dialog", { name: s.allSet })).toBeVisible();
  await expect.poll(() => mailsTo(signup).length).toBe(1);
  const link = /https?:\/\/[^/\s"]+(\/api\/signups\/confirm\?token=[0-9a-f-]+&lang=en)/.exec(mailsTo(signup)[0]!.body)?.[1];
  expect(link).toBeDefined();

  // A form hydrated from the page's HTML times the visitor from the page's start (they can type
  // before it hydrates), which a slow machine's load and hydration alone can make longer than a
  // person's minimum; after a message is sent, the next is timed from that moment. So a message at
  // a person's pace first, then the one autofill sends at once.
  await page.clock.install();
  await open(page, "/en/contact");
  const form = page.locator("form.form-card");
  const paced = "paced.visitor@example.com";
  await fillContactForm(form, "en", { first: "Paced", last: "Visitor", email: paced, message: "Typed by hand" });
  await fillTimeOfAPerson(page);
  await form.getByRole("button", { name: s.sendMessage }).click();
  await expect.poll(() => mailsTo(paced).length).toBe(1);
  await expect(form.getByRole("textbox", { name: s.firstName, exact: true })).toHaveValue("");
  // Its confirmation closed, so the next one on screen is the autofill message's.
  await expectToast(page, s.success, s.contactSuccess);
  await toast(page).getByRole("button", { name: "Close notification" }).click();
  await expect(toast(page)).toHaveCount(0);
  await fillContactForm(form, "en", { first: "Autofill", last: "Person", email: contact, message });
  await form.getByRole("button", { name: s.sendMessage }).click();
  await expectToast(page, s.success, s.contactSuccess);
  await expect.poll(() => mailsTo(contact).length).toBe(1);
  expect(mailsTo(contact)[0]!.body).toContain("Autofill Person");

  // The signup is stored and held for review; the team has heard of neither lead yet.
  await page.goto("/en/admin");
  await journey.openSection("Email Signups");
  await page.getByLabel("Held for review only").check();
  const row = page.getByTestId("lead-row").filter({ hasText: signup });
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(row.getByTestId("held")).toContainText("Held for review");
  await expect(row.getByTestId("deliveries")).toHaveText("Visitor: sent");
  expect(teamMailsAbout(signup, signup)).toHaveLength(0);
  expect(teamMailsAbout(message, contact)).toHaveLength(0);
  await journey.shot("leads-held-signup", { fullPage: false });

  await journey.clickCentred(row.getByRole("button", { name: `Release ${signup} and notify the team` }));
  await expect(adminToast(page, "Lead released: the team's notification is on its way")).toBeVisible();
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await expect.poll(() => teamMailsAbout(signup, signup).length).toBe(1);
  expect(mailsTo(signup)).toHaveLength(1);
  // The link mailed before the release confirms.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Signup confirmed" })).toBeVisible();

  // The contact message: held too, released from the Contacts list; the team gets the whole message.
  await page.goto("/en/admin");
  await journey.openSection("Contacts");
  const held = page.getByTestId("lead-row").filter({ hasText: contact });
  await expect(held.getByTestId("held")).toBeVisible();
  await journey.clickCentred(held.getByRole("button", { name: "Release Autofill Person and notify the team" }));
  await expect(held.getByTestId("held")).toHaveCount(0);
  await expect.poll(() => teamMailsAbout(message, contact).length).toBe(1);
  expect(mailsTo(contact)).toHaveLength(1);
  await page.reload();
  await journey.openSection("Contacts");
  await expect(held.getByTestId("deliveries")).toContainText("Visitor: sent");
  await expect(held.getByTestId("deliveries")).toContainText("Team: sent");
  expect(journey.problems).toEqual([]);
});
