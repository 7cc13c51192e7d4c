import { expect, test } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { signIn, signUp } from "./console-helpers.ts";
import { cardNames, expectNoSeriousA11yViolations, PHONE, waitForHydration } from "./helpers.ts";

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

test.describe("favourites without JavaScript", PHONE, () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a form: it adds the logo, the page says so, and Favorites lists it", async ({ page }) => {
    await page.goto("/logo/3");
    const heart = page.locator("main").getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page).toHaveURL(/\/logo\/3$/);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.goto("/favorites");
    await expect(page.getByText("1 favorite", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Logos" }).getByRole("link", { name: new RegExp(CATALOGUE[2]!.name) })).toBeVisible();
    await page.goto("/logo/3");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("favourites with the account", PHONE, () => {
  test("a guest's favourites join the account on sign-up and show on a second device", async ({ page, browser }) => {
    await page.goto("/logo/2");
    await waitForHydration(page);
    await page.locator("main").getByRole("button", { name: "Favorite" }).click();
    await expect(page.locator("main").getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
    // Synced before leaving: the server has it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("favoriteLogosSynced"))).toBe("[2]");
    const email = `favourites.${Date.now()}.${process.pid}@example.com`;
    await signUp(page, email);

    const phone = await browser.newContext({ viewport: page.viewportSize()! });
    const second = await phone.newPage();
    await signIn(second, email);
    await second.goto("/favorites");
    await waitForHydration(second);
    await expect.poll(() => cardNames(second)).toEqual([CATALOGUE[1]!.name]);
    // Removed there, gone here too.
    await second.goto("/logo/2");
    await waitForHydration(second);
    const heart = second.locator("main").getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect.poll(() => second.evaluate(() => localStorage.getItem("favoriteLogosSynced"))).toBe("[]");
    await phone.close();
    await page.goto("/favorites");
    await waitForHydration(page);
    await expect(page.getByText("You haven't added any favorites yet.")).toBeVisible();
  });

  test("a press before this browser has the account's favourites does what the heart shows", async ({ page, browser }) => {
    // The account's favourite, made where the browser keeps no copy (no JavaScript).
    const noScript = await browser.newContext({ viewport: page.viewportSize()!, javaScriptEnabled: false });
    const form = await noScript.newPage();
    const email = `favourites.early.${Date.now()}.${process.pid}@example.com`;
    await signUp(form, email);
    await form.goto("/logo/2");
    await form.locator("main").getByRole("button", { name: "Favorite" }).click();
    await expect(form.locator("main").getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
    await noScript.close();

    await signIn(page, email);
    // The first sync's answer is held: the heart shows the server's word, this browser's copy is empty.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/favorites", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/logo/2");
    await waitForHydration(page);
    const heart = page.locator("main").getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    release();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("favoriteLogosSynced"))).toBe("[]");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});
