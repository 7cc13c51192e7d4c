import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

/**
 * The contact form (opens the mail program; server-validated without JavaScript), the
 * blog's newsletter form (recorded in D1), and the handbook's copy buttons.
 */

const SUPPORT_EMAIL = "support@logo-marketplace.example";

const ERRORS = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  invalidEmail: "Please enter a valid email address.",
  subject: "Please choose a subject.",
  message: "Please enter your message.",
};

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact Us" });

async function fillContact(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  const form = contactForm(page);
  if (values.name !== undefined) await form.getByLabel("Name").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.subject !== undefined) await form.getByLabel("Subject").selectOption(values.subject);
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
}

/** The field's error is the text its control points at with aria-describedby. */
async function expectFieldError(page: Page, label: string, message: string) {
  const control = contactForm(page).getByLabel(label);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}

const VALID = { name: "Ada Lovelace", email: "ada@example.com", subject: "Payment Issue", message: "My card was charged twice.\nOrder ord_42." };

/** The mail the visitor's mail program is asked to open, read from the mailto: navigation. */
function expectSupportMail(url: string) {
  const mailto = new URL(url);
  expect(mailto.protocol).toBe("mailto:");
  expect(mailto.pathname).toBe(SUPPORT_EMAIL);
  expect(mailto.searchParams.get("subject")).toBe("Support Request: Payment Issue");
  expect(mailto.searchParams.get("body")).toBe(
    "Name: Ada Lovelace\r\nEmail: ada@example.com\r\nSubject: Payment Issue\r\n\r\nMessage:\r\nMy card was charged twice.\r\nOrder ord_42.",
  );
}

const waitForMailto = (page: Page) => page.waitForRequest((request) => request.url().startsWith("mailto:"));

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/support");
    await waitForHydration(page);
  });

  test("shows each missing or invalid field's error next to it and opens no mail", async ({ page }) => {
    let mailOpened = false;
    page.on("request", (request) => void (request.url().startsWith("mailto:") && (mailOpened = true)));
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page, "Name", ERRORS.name);
    await expectFieldError(page, "Email", ERRORS.email);
    await expectFieldError(page, "Subject", ERRORS.subject);
    await expectFieldError(page, "Message", ERRORS.message);
    await expect(contactForm(page).getByLabel("Name")).toBeFocused();

    // Errors clear field by field as they are fixed; a malformed address has its own message.
    await fillContact(page, { name: VALID.name, email: "ada@", subject: VALID.subject });
    await expect(contactForm(page).getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await expectFieldError(page, "Email", ERRORS.invalidEmail);
    await fillContact(page, { message: "   " });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page, "Message", ERRORS.message);
    await expect(contactForm(page).getByLabel("Subject")).not.toHaveAttribute("aria-invalid", "true");
    expect(mailOpened).toBe(false);
  });

  test("a valid message opens the mail program with subject and body, then the form resets", async ({ page }) => {
    await fillContact(page, VALID);
    const mail = waitForMailto(page);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    expectSupportMail((await mail).url());
    await expect(page).toHaveURL(/\/support$/);
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(contactForm(page).getByLabel(label)).toHaveValue("");
    // The Subject shows its placeholder again, not a blank box (nothing selected).
    expect(await contactForm(page).getByLabel("Subject").evaluate((select) => (select as unknown as HTMLSelectElement).selectedIndex)).toBe(0);
    await expect(contactForm(page).getByRole("status")).toContainText("Your email program should now open with your message.");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers 422 with each field's error and keeps what was typed", async ({ page }) => {
    await page.goto("/support");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(422);
    await expectFieldError(page, "Name", ERRORS.name);
    await expectFieldError(page, "Email", ERRORS.email);
    await expectFieldError(page, "Subject", ERRORS.subject);
    await expectFieldError(page, "Message", ERRORS.message);

    await fillContact(page, { name: VALID.name, email: "not-an-address", subject: VALID.subject, message: VALID.message });
    const second = page.waitForResponse((r) => r.request().method() === "POST");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    expect((await second).status()).toBe(422);
    await expectFieldError(page, "Email", ERRORS.invalidEmail);
    for (const label of ["Name", "Subject", "Message"]) {
      await expect(contactForm(page).getByLabel(label)).not.toHaveAttribute("aria-invalid", "true");
    }
    await expect(contactForm(page).getByLabel("Name")).toHaveValue(VALID.name);
    await expect(contactForm(page).getByLabel("Subject")).toHaveValue(VALID.subject);
    await expect(contactForm(page).getByLabel("Email")).toHaveValue("not-an-address");
  });

  test("a valid message is redirected to the same mailto: address", async ({ page }) => {
    await page.goto("/support");
    await fillContact(page, VALID);
    const post = page.waitForResponse((r) => r.request().method() === "POST");
    const mail = waitForMailto(page);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    const response = await post;
    expect(response.status()).toBe(302);
    expectSupportMail((await response.headerValue("location"))!);
    expectSupportMail((await mail).url());
  });
});

const newsletter = (page: Page) => page.getByRole("form", { name: "Subscribe to Our Newsletter" });

/** A fresh address per test and project: the test server's D1 is shared by the whole run. */
function uniqueAddress(testInfo: TestInfo, label: string) {
  return `${label}.${testInfo.project.name}.${Date.now()}@example.com`;
}

async function subscribe(page: Page, email: string) {
  await newsletter(page).getByLabel("Email address").fill(email);
  await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("asks a new address to confirm through a mailed link, answers a repeat the same, rejects an invalid one", async ({ page }, testInfo) => {
      await page.goto("/blog?category=Branding");
      if (javaScriptEnabled) await waitForHydration(page);
      const email = uniqueAddress(testInfo, javaScriptEnabled ? "js" : "nojs");
      const field = newsletter(page).getByLabel("Email address");
      const requested = `Almost done: we sent a confirmation link to ${email}. Your subscription starts when you open it.`;

      await subscribe(page, "not-an-address");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("Please enter a valid email address.");
      await subscribe(page, "");
      await expect(field).toHaveAccessibleDescription("Please enter your email address.");

      await subscribe(page, email);
      await expect(newsletter(page).getByRole("status")).toHaveText(requested);
      await expect(field).toHaveValue("");
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
      // The filtered list the visitor was reading stays as it was.
      await expect(page).toHaveURL(/category=Branding/);

      // The mailed link, then its button, starts the subscription.
      await page.goto("/dev/outbox");
      const mail = page.getByRole("listitem").filter({ hasText: `To ${email}` }).first();
      const link = (await mail.locator("pre").textContent())!.match(/https?:\/\/\S+\/newsletter\/confirm\/\S+/)![0];
      await page.goto(link);
      await page.getByRole("button", { name: "Confirm Subscription" }).click();
      await expect(page.getByRole("status")).toHaveText(`Thank you: ${email} is subscribed to the LogoMarket newsletter.`);

      // The same mailbox in other capitals gets the very same answer: nobody learns who subscribed.
      await page.goto("/blog?category=Branding");
      if (javaScriptEnabled) await waitForHydration(page);
      await subscribe(page, email.toUpperCase());
      await expect(newsletter(page).getByRole("status")).toHaveText(requested);
    });
  });
}

test.describe("designer handbook copy buttons", () => {
  test("copy the prompt and show a check for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install({ time: new Date("2025-01-06T10:00:00Z") });
    await page.goto("/designer-handbook");
    await waitForHydration(page);
    // Time stands still from here and moves only when the test says so.
    await page.clock.pauseAt(new Date("2025-01-06T11:00:00Z"));
    const examples = page.getByRole("region", { name: "Example Prompts" }).getByRole("listitem");
    await expect(examples).toHaveCount(3);

    for (const index of [0, 2]) {
      const example = examples.nth(index);
      const button = example.getByRole("button", { name: /^Copy / });
      await expect(button.locator('[data-icon="copy"]')).toBeVisible();
      await button.click();
      await expect(button.locator('[data-icon="check"]')).toBeVisible();
      await expect(button).toContainText("Copied");
      await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await example.locator("blockquote").textContent());

      await page.clock.runFor(1900);
      await expect(button.locator('[data-icon="check"]')).toBeVisible();
      await page.clock.runFor(200);
      await expect(button.locator('[data-icon="copy"]')).toBeVisible();
      await expect(button).toContainText("Copy");
    }
  });
});
