import { expect, test } from "@playwright/test";

/**
 * My Logos without JavaScript (issue 14): the visitor's logos from the server's records,
 * one card per revision group with its number of versions, each a link to its page.
 */
test.describe("My Logos without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("lists the logos this visitor made, from the server", async ({ page }) => {
    await page.goto("/my-logos");
    await expect(page.getByText("You haven't generated any logos yet.")).toBeVisible();

    await page.goto("/");
    await page.getByRole("form", { name: "Prompt" }).getByRole("textbox").fill("A tea house called Green Kettle");
    await page.getByRole("form", { name: "Prompt" }).getByRole("button", { name: "Generate logo" }).click();
    await expect(page).toHaveURL(/\/logo\/logo_/);
    const logoPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: 30_000 });

    await page.goto("/my-logos");
    const grid = page.getByRole("region", { name: "Logos" });
    await expect(grid.getByRole("listitem")).toHaveCount(1);
    await expect(grid.getByRole("link").first()).toHaveAttribute("href", `${logoPath}?source=mylogos`);
    await expect(grid.getByText(/Green Kettle/).first()).toBeVisible();
    await expect(page.getByText("need JavaScript")).toHaveCount(0);
  });
});
