import { expect, test, type Page } from "@playwright/test";
import { clickWithMouse, expectNoSeriousA11yViolations, isMobile, PHONE, waitForHydration } from "./helpers.ts";

/**
 * Accounts and the owner's dashboard (issue 12): the sign-in dialog, sign-up, sign-in,
 * sign-out, reset through the outbox, Google through the local identity provider, a
 * guest's logo claimed on sign-up, every dashboard tab, download and delete; the forms
 * without JavaScript; axe on every new page and the dialog.
 */

const PASSWORD = "correct horse battery";
let people = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${process.pid}.${people++}@example.com`;

/** The header's 'Sign In' (inside the mobile menu on a phone). */
async function openSignIn(page: Page) {
  if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: isMobile(page) ? "Mobile" : "Main" });
  await nav.getByRole("link", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signUpInDialog(page: Page, email: string, displayName: string) {
  const dialog = await openSignIn(page);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await dialog.getByLabel("Display Name").fill(displayName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog).toBeHidden();
}

async function expectSignedIn(page: Page) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  }
}

async function generateLogo(page: Page, prompt: string) {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
  await box.fill(prompt);
  await box.press("Enter");
  await page.waitForURL(/\/logo\/logo_/);
  await expectFinishedLogo(page);
}

/** The version on the page is finished: its watermarked preview is shown. */
async function expectFinishedLogo(page: Page) {
  await expect(page.locator("main").getByRole("img", { name: "Custom Logo" })).toHaveAttribute("src", /\/preview(-transparent)?\.png$/, { timeout: 30_000 });
}

test.describe("the sign-in dialog", () => {
  test("opens on signin, switches tabs clearing every field, shows and hides the password, and reports errors in a red box", PHONE, async ({ page }) => {
    await page.goto("/browse");
    await waitForHydration(page);
    const dialog = await openSignIn(page);
    await expect(dialog.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const password = dialog.getByLabel("Password", { exact: true });
    await dialog.getByLabel("Email").fill(newEmail("someone"));
    await password.fill("not the password");
    await expect(password).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password.");

    await dialog.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(dialog.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await dialog.getByLabel("Email").fill("nobody-here@example.com");
    await dialog.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Password reset email sent! Check your inbox.");
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("accounts", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a guest's logo is claimed on sign-up; bought, it downloads again after signing in on a fresh browser", PHONE, async ({ page, browser }) => {
    const email = newEmail("journey");
    await generateLogo(page, "A logo for a bakery called Crumb and Co");
    const firstVersion = page.url();
    const refine = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
    await refine.fill("make the text blue");
    await refine.press("Enter");
    // The page moves to the new version's address, then finishes it.
    await page.waitForURL((url) => url.href !== firstVersion);
    await expect(page.getByRole("group", { name: "Version 2 of 2" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("conversation-entry").nth(1).getByText("Made the watermarked preview.")).toBeVisible({ timeout: 30_000 });
    await expectFinishedLogo(page);

    await signUpInDialog(page, email, "Crumb Baker");
    await expectSignedIn(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Crumb Baker");
    // A logo and its refinement are one logo of two versions, as My Logos counts them (issue 33).
    await expect(page.getByRole("link", { name: "My Logos (1)" })).toBeVisible();
    await expect(page.getByRole("region", { name: "My Refined Logos" }).getByText("2 versions")).toBeVisible();

    // Buy the newest version from its page.
    await page.goto("/my-logos");
    await waitForHydration(page);
    await page.getByRole("region", { name: "Logos" }).getByRole("link").first().click();
    await page.waitForURL(/\/logo\/logo_/);
    await waitForHydration(page);
    await clickWithMouse(page, page.locator("main").getByRole("button", { name: "Purchase for $9.99" }));
    await expect(page).toHaveURL(/\/test-checkout\/tcs_/, { timeout: 15_000 });
    await page.getByLabel("Email for the receipt").fill(email);
    await page.getByRole("button", { name: "Complete test payment" }).click();
    await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });

    await page.goto("/dashboard?tab=profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

    const fresh = await browser.newContext({ viewport: page.viewportSize()! });
    const other = await fresh.newPage();
    await other.goto("/login");
    await other.getByRole("main").getByLabel("Email").fill(email);
    await other.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await other.waitForURL(/\/dashboard/);
    const logos = other.getByRole("region", { name: "My Refined Logos" });
    await expect(logos.getByText("Purchased")).toHaveCount(1);
    const png = logos.getByRole("link", { name: "PNG" });
    const download = await other.request.get((await png.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("image/png");
    await other.getByRole("link", { name: "Purchases (1)" }).click();
    await expect(other.getByRole("heading", { name: "Purchase History" })).toBeVisible();
    await expect(other.getByText(/^Purchase #.{8}$/)).toBeVisible();
    await expect(other.getByText("completed")).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await fresh.close();
  });

  test("reset through the outbox: the link sets a new password once and signs in", async ({ page }) => {
    const email = newEmail("forgetful");
    await page.goto("/signup");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto("/dashboard?tab=profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/reset-password");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByRole("status")).toHaveText("Password reset email sent! Check your inbox.");
    await page.goto("/dev/outbox");
    const mail = page.getByRole("listitem").filter({ hasText: `To ${email}` }).first();
    const link = (await mail.locator("pre").textContent())!.match(/https?:\/\/\S+\/reset-password\/\S+/)![0];
    await page.goto(link);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("New Password").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${email}`);
    // A long address wraps: the page never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("This password reset link has expired or was already used.");
  });

  test("Continue with Google signs in through the identity provider and back to the page", async ({ page }) => {
    await page.goto("/browse");
    await waitForHydration(page);
    const dialog = await openSignIn(page);
    await dialog.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL(/\/browse/);
    await expectSignedIn(page);
    await page.goto("/dashboard?tab=profile");
    await expect(page.getByText("grace.google@example.com")).toBeVisible();
    // The account's settings, where Google is linked or unlinked, are reached from the profile.
    await page.getByRole("link", { name: "Account Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(page.getByText("Your Google account is linked: you can sign in with Google.")).toBeVisible();
  });

  test("the dashboard's tabs, Refresh, the public switch, and delete with its confirmation", async ({ page }) => {
    await generateLogo(page, "A logo for a running club called Stride");
    await page.goto("/signup");
    await page.getByRole("main").getByLabel("Email").fill(newEmail("tabs"));
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/dashboard/);
    await waitForHydration(page);
    const logos = page.getByRole("region", { name: "My Refined Logos" });
    await expect(logos.getByText(/^Created: /)).toHaveCount(1);
    await expect(logos.getByRole("link", { name: /Preview/ })).toHaveAttribute("target", "_blank");
    await logos.getByRole("button", { name: "Refresh" }).click();
    await expect(logos.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await logos.getByRole("button", { name: /^Private/ }).click();
    await expect(logos.getByRole("button", { name: /^Public/ })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Purchases (0)" }).click();
    await expect(page).toHaveURL(/tab=purchases/);
    await expect(page.getByText("No purchases yet")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page.getByText("Total Logos")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: /^My Logos \(/ }).click();

    page.once("dialog", (question) => {
      expect(question.message()).toBe("Are you sure you want to delete this logo? This action cannot be undone.");
      void question.accept();
    });
    await logos.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByText("No logos yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "My Logos (0)" })).toBeVisible();
  });
});

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  test("sign up, the dashboard's tabs by URL, errors on the page, delete after a confirmation step, sign out", async ({ page }) => {
    const email = newEmail("nojs");
    await page.goto("/");
    await page.goto("/login");
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole("main").getByLabel("Display Name").fill("No Script");
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, No Script");

    await page.getByRole("link", { name: "Purchases (0)" }).click();
    await expect(page.getByRole("heading", { name: "Purchase History" })).toBeVisible();
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
    await page.getByRole("main").getByLabel("Display Name").fill("Renamed Without Script");
    await page.getByRole("button", { name: "Save Name" }).click();
    await expect(page.getByRole("status")).toHaveText("Your display name was saved.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Renamed Without Script");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

    await page.goto("/reset-password");
    await expect(page.getByRole("main").getByText("Continue with Google")).toHaveCount(0);
  });
});
