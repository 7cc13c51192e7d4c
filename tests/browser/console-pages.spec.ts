import { expect, test } from "@playwright/test";
import { operatorEmail, signIn } from "./console-helpers.ts";
import { expectNoSeriousA11yViolations } from "./helpers.ts";

/**
 * Every page of the operators' console, as an operator sees it with JavaScript: it passes
 * the accessibility scan and never scrolls sideways. It buys nothing, so it runs beside the
 * other tests (the console's refund journey is console-refund.purchase.spec.ts).
 */
test("every console page passes the accessibility scan and fits the screen", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, operatorEmail("scan"));
  await page.goto("/admin/designers");
  const designerPath = await page.getByRole("region", { name: "Designers" }).getByRole("link").first().getAttribute("href");
  // An order and a payout month are there once something was sold (other tests may not have yet).
  await page.goto("/admin/payouts");
  const month = page.getByRole("region", { name: "Payout months" }).getByRole("link").first();
  const monthPath = (await month.count()) > 0 ? await month.getAttribute("href") : null;
  await page.goto("/admin/orders");
  const orderLink = page.getByRole("region", { name: "Orders found" }).getByRole("link").first();
  const orderPath = (await orderLink.count()) > 0 ? await orderLink.getAttribute("href") : null;
  for (const path of ["/admin", "/admin/orders", orderPath, "/admin/designers", designerPath, "/admin/payouts", monthPath, "/admin/gallery", "/admin/gallery?view=hidden", "/admin/activity"]) {
    if (!path) continue;
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Wide tables scroll inside their own region; the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  }
});
