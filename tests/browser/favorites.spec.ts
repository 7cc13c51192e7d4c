import { expect, test } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { cardNames, expectNoSeriousA11yViolations, waitForHydration } from "./helpers.ts";

test.describe("favorites", () => {
  test("empty state links to browse", async ({ page }) => {
    await page.goto("/favorites");
    await waitForHydration(page);
    await expect(page.getByText("You haven't added any favorites yet.")).toBeVisible();
    await page.getByRole("link", { name: "Browse logos" }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test("lists the stored favourite logos, opening each at /logo/{id}", async ({ page }) => {
    await page.goto("/favorites");
    await page.evaluate(() => localStorage.setItem("favoriteLogos", JSON.stringify([3, 1])));
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual([CATALOGUE[2]!.name, CATALOGUE[0]!.name]);
    await expect(page.getByText("2 favorites")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: new RegExp(CATALOGUE[0]!.name) }).click();
    await expect(page).toHaveURL(/\/logo\/1$/);
  });

  test("ignores junk in storage instead of breaking", async ({ page }) => {
    await page.goto("/favorites");
    await page.evaluate(() => localStorage.setItem("favoriteLogos", "{not json"));
    await page.reload();
    await expect(page.getByText("You haven't added any favorites yet.")).toBeVisible();
  });

  test("select mode and Personalize work as on browse", async ({ page }) => {
    await page.goto("/favorites");
    await page.evaluate(() => localStorage.setItem("favoriteLogos", JSON.stringify([1, 2, 3])));
    await page.reload();
    await waitForHydration(page);
    await page.evaluate(() => {
      window.addEventListener("logo:personalize", (event) => {
        (window as unknown as { names: string[] }).names = (event as CustomEvent<{ logos: { name: string }[] }>).detail.logos.map((l) => l.name);
      });
    });
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button").nth(1).click();
    await page.getByRole("button", { name: "Personalize (1)" }).click();
    expect(await page.evaluate(() => (window as unknown as { names: string[] }).names)).toEqual([CATALOGUE[1]!.name]);
  });
});
