import { expect, test, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { waitForHydration } from "./helpers.ts";

/**
 * Pages from the edge cache (issue 26), seen by a visitor without a session and a
 * signed-in one side by side, in two browsers: the kept page is the anonymous one, runs
 * its scripts under its own nonce, and never shows anyone's account to anyone else.
 */

const PASSWORD = "correct horse battery";

async function signedIn(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `edge.${name.toLowerCase().replace(/\W+/g, "-")}.${Date.now()}@example.com`;
  await page.goto("/signup");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByLabel(/Display Name/).fill(name);
  await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL(/\/dashboard/);
  return { context, page, email };
}

async function open(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  return response!;
}

function nonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
}

test.describe("pages from the edge cache", () => {
  test("a visitor without a session gets the kept page, a signed-in one their own, and neither the other's", async ({ browser }) => {
    const logo = CATALOGUE[8]!;
    const anonymousContext = await browser.newContext();
    const anonymous = await anonymousContext.newPage();
    const cspComplaints: string[] = [];
    anonymous.on("console", (message) => {
      if (/Content Security Policy|Refused to execute/i.test(message.text())) cspComplaints.push(message.text());
    });
    const person = await signedIn(browser, "Edda Cachewell");

    for (const path of ["/browse", `/logo/${logo.id}`, "/about"]) {
      // Whoever asks first, the kept page is the one for nobody in particular.
      const theirs = await open(person.page, path);
      expect(theirs.headers()["cache-control"]).toBe("private, no-cache");
      expect(theirs.headers()["cache-status"]).toBe("LogoMarket; fwd=bypass");
      await expect(person.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

      const first = await open(anonymous, path);
      const second = await open(anonymous, path);
      expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
      expect(first.headers()["set-cookie"]).toBeUndefined();
      expect(second.headers()["cache-status"]).toMatch(/^LogoMarket; hit; ttl=\d+$/);
      expect(second.headers()["set-cookie"]).toBeUndefined();
      expect(nonceOf(second)).not.toBe(nonceOf(first));
      // Its scripts run under this answer's nonce: the page comes to life.
      await waitForHydration(anonymous);
      await expect(anonymous.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(anonymous.getByText(person.email)).toHaveCount(0);
      await expect(anonymous.getByText("Edda Cachewell")).toHaveCount(0);

      // And the signed-in visitor is never handed the kept page.
      const again = await open(person.page, path);
      expect(again.headers()["cache-status"]).toBe("LogoMarket; fwd=bypass");
      await expect(person.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
    }
    expect(cspComplaints).toEqual([]);
    await anonymousContext.close();
    await person.context.close();
  });

  test("a page of a person is kept by no one, and a kept page works in the browser like any other", async ({ browser }) => {
    const person = await signedIn(browser, "Nell Nostore");
    for (const path of ["/dashboard", "/my-logos", "/favorites"]) {
      const response = await open(person.page, path);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    await person.context.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, "/browse");
    const kept = await open(page, "/browse");
    expect(kept.headers()["cache-status"]).toMatch(/hit/);
    await waitForHydration(page);
    // The prompt bar's menus are the server's markup and still work; a card still links within the app.
    const styles = page.getByRole("form", { name: "Prompt" }).locator("summary", { hasText: "Select Styles" });
    await styles.click();
    await page.getByRole("group", { name: "Select Styles" }).getByLabel("Bold").check();
    await expect(styles).toContainText("Bold");
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: new RegExp(CATALOGUE[0]!.name) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/logo/${CATALOGUE[0]!.id}`));
    await context.close();
  });
});
