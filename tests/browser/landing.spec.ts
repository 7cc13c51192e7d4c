import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers.ts";

const strip = (page: Page) => page.getByRole("list", { name: "Newest logos" });
const faqItems = (page: Page) => page.getByRole("region", { name: "Frequently Asked Questions" }).locator("details");

test.describe("landing page", () => {
  test("hero leads to browsing and to the prompt", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Design your Logo" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Logos" }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test("the hero's showcase shows four logos on a wide screen, and a phone, where it is hidden, downloads none of them", async ({ page, browser }) => {
    const showcase = (target: Page) =>
      target.locator("main section").first().locator("ul[aria-hidden] img").evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => ({ src: image.currentSrc, width: image.naturalWidth, shown: image.checkVisibility() })),
      );
    await page.goto("/");
    await expect.poll(async () => (await showcase(page)).filter((image) => image.width === 512 && image.shown).length).toBe(4);
    expect((await showcase(page)).map((image) => new URL(image.src).pathname)).toEqual(CATALOGUE.slice(0, 4).map((logo) => logo.image));

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const onPhone = await phone.newPage();
    await onPhone.goto("/");
    // The browser chose the inline pixel for each: it asked the server for none of them.
    const pictures = await showcase(onPhone);
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) expect(picture).toMatchObject({ src: expect.stringMatching(/^data:image\/gif/), shown: false });
    await phone.close();
  });

  test("'Newest Logos' shows the first seven logos as 300 px cards and the arrows step 320 px", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const items = strip(page).getByRole("listitem");
    await expect(items).toHaveCount(7);
    expect(await items.allInnerTexts()).toEqual(CATALOGUE.slice(0, 7).map((logo) => expect.stringContaining(logo.name)));
    expect((await items.first().boundingBox())?.width).toBe(300);
    await expect(items.first().getByRole("link")).toHaveAttribute("href", "/logo/1");

    const scrollLeft = () => strip(page).evaluate((element) => element.scrollLeft);
    const left = page.getByRole("button", { name: "Scroll left" });
    const right = page.getByRole("button", { name: "Scroll right" });
    await expect(left).toBeDisabled();
    await right.click();
    await expect.poll(scrollLeft).toBe(320);
    await expect(left).toBeEnabled();
    await right.click();
    await expect.poll(scrollLeft).toBe(640);
    await left.click();
    await expect.poll(scrollLeft).toBe(320);
  });

  test("feature blocks and the eight FAQ questions, one open at a time", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: /Why designers/ }).getByRole("listitem")).toHaveCount(4);
    await expect(faqItems(page)).toHaveCount(8);
    for (const topic of [/AI logo generation work/, /after I purchase/, /changes/, /cost/, /account/, /browsing and generating/, /file format/, /commercially/]) {
      await expect(faqItems(page).locator("summary").filter({ hasText: topic })).toHaveCount(1);
    }
    await faqItems(page).nth(0).locator("summary").click();
    await expect(faqItems(page).nth(0)).toHaveAttribute("open", "");
    await faqItems(page).nth(3).locator("summary").click();
    await expect(faqItems(page).nth(3)).toHaveAttribute("open", "");
    await expect(faqItems(page).nth(0)).not.toHaveAttribute("open");
    await expect(faqItems(page).nth(3)).toContainText("$9.99");
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the FAQ still opens one answer at a time and the strip still lists the logos", async ({ page }) => {
      await page.goto("/");
      await expect(strip(page).getByRole("listitem")).toHaveCount(7);
      await faqItems(page).nth(1).locator("summary").click();
      await faqItems(page).nth(2).locator("summary").click();
      await expect(faqItems(page).nth(2)).toHaveAttribute("open", "");
      await expect(faqItems(page).nth(1)).not.toHaveAttribute("open");
    });
  });
});
