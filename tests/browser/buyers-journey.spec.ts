import { expect, test } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { expectNoSeriousA11yViolations, mockupPictures, PHONE, waitForHydration } from "./helpers.ts";
import { buyOnThisPage, expectForSale, expectOnFirstScreen, generateLogo, GENERATION_TIMEOUT, holdNextGeneration, loadedWidth, press, useIssueViewport } from "./journey-helpers.ts";

/**
 * A careful buyer's journey (issue 21), at 1280 x 800 with a mouse and at 390 x 844 with
 * a finger: the first screen of a logo page shows what it sells; after paying, the page
 * changes for the buyer (the logo itself, 'Download files'), with and without JavaScript,
 * and for nobody else; the success and download pages show what was bought.
 */

test.describe("a logo page's first screen", PHONE, () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => useIssueViewport(page));

  test("a catalogue logo: the whole logo and 'Purchase for $9.99' above the prompt bar", async ({ page }) => {
    const logo = CATALOGUE[5]!;
    await page.goto(`/logo/${logo.id}?source=browse`);
    await waitForHydration(page);
    await expectOnFirstScreen(page, page.getByTestId("logo-stage"), "the logo");
    await expectOnFirstScreen(page, page.locator("main").getByRole("button", { name: "Purchase for $9.99" }), "the Purchase button");
    expect(await loadedWidth(page.getByTestId("logo-stage").getByRole("img", { name: logo.name }))).toBeGreaterThan(0);
  });

  test("a generated logo: the progress bar while it is made, then the whole logo and 'Purchase for $9.99'", async ({ page }) => {
    const generation = await holdNextGeneration(page);
    await generateLogo(page, "A logo for Tidewater Kayaks, a paddling school, in teal");
    const progress = page.getByRole("progressbar", { name: "Generation progress" });
    await expect(progress).toBeVisible();
    await expectOnFirstScreen(page, progress, "the progress bar");
    generation.release();
    await expectForSale(page);
    await expectOnFirstScreen(page, page.getByTestId("logo-stage"), "the logo");
    await expectOnFirstScreen(page, page.locator("main").getByRole("button", { name: "Purchase for $9.99" }), "the Purchase button");
    // The phone's header names the site.
    await expect(page.locator("header").getByRole("link", { name: "LogoMarket" })).toBeVisible();
    await expect(page.locator("header").getByText("LogoMarket", { exact: true })).toBeVisible();
  });
});

test.describe("after paying for a generated logo", PHONE, () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => useIssueViewport(page));

  test("its buyer sees the logo itself and 'Download files', with JavaScript and without; nobody else gets the clean picture", async ({ page, browser }) => {
    await generateLogo(page, "A logo for Spoke and Chain, a cycling shop, green on black");
    await expectForSale(page);
    const logoUrl = page.url();
    const stage = page.getByTestId("logo-stage");
    const watermarked = (await stage.getByRole("img").getAttribute("src"))!;
    expect(watermarked).toMatch(/\/api\/generations\/gen_[^/]+\/preview(-transparent)?\.png$/);

    await buyOnThisPage(page, "spoke.buyer@example.com");
    // The success page pictures what was bought, and its order id stays on the screen.
    const bought = page.locator("main").getByRole("img").first();
    expect(await loadedWidth(bought)).toBeGreaterThan(0);
    const orderId = page.getByText(/^order_/);
    const orderBox = (await orderId.boundingBox())!;
    expect(orderBox.x + orderBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousA11yViolations(page);

    // The logo's page, for its buyer: the logo without the watermark, and its files.
    await page.goto(logoUrl);
    await waitForHydration(page);
    const download = page.locator("main").getByRole("link", { name: "Download files" });
    await expect(download).toBeVisible();
    await expect(page.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toHaveCount(0);
    await expectOnFirstScreen(page, stage, "the bought logo");
    await expectOnFirstScreen(page, download, "Download files");
    const clean = (await stage.getByRole("img").getAttribute("src"))!;
    // The bought file as rendered on the design's own background: what was bought (issue 33).
    expect(clean).toMatch(/^\/api\/orders\/order_[^/]+\/pictures\/gen_[^/]+\/webp$/);
    expect(await loadedWidth(stage.getByRole("img"))).toBeGreaterThan(0);
    const [cleanBytes, markedBytes] = await Promise.all([page.request.get(clean), page.request.get(watermarked)]);
    expect(cleanBytes.status()).toBe(200);
    expect(cleanBytes.headers()["cache-control"]).toMatch(/^private/);
    expect(Buffer.compare(await cleanBytes.body(), await markedBytes.body())).not.toBe(0);
    await expect(page.getByText("Yours, with full commercial rights")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 'Download files' leads to the order's files, each picture shown.
    await press(page, download);
    await expect(page.getByRole("heading", { name: "Your logos" })).toBeVisible();
    expect(await loadedWidth(page.locator("main").getByRole("img").first())).toBeGreaterThan(0);
    // Its brand kit: the whole kit as one ZIP, and each file alone (brand-kit.purchase.spec.ts opens every one).
    // (A kit still being made is said, and the page refreshes itself until it is there.)
    await expect(page.locator("main").getByRole("link", { name: "Download the whole kit (ZIP)" })).toHaveCount(1, { timeout: 30_000 });
    expect(await page.locator("main a[download]").count()).toBeGreaterThan(20);
    await expectNoSeriousA11yViolations(page);

    // Without JavaScript, in the same browser: the same page for its buyer.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()!, storageState: await page.context().storageState() });
    const plain = await noScript.newPage();
    await plain.goto(logoUrl);
    await expect(plain.locator("main").getByRole("link", { name: "Download files" })).toBeVisible();
    await expect(plain.getByTestId("logo-stage").getByRole("img")).toHaveAttribute("src", clean);
    await expect(plain.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toHaveCount(0);
    await expectOnFirstScreen(plain, plain.getByTestId("logo-stage"), "the bought logo without JavaScript");
    await noScript.close();

    // Anyone else: the watermarked preview, 'Sold', and never the clean picture.
    const strangerContext = await browser.newContext({ viewport: page.viewportSize()! });
    const stranger = await strangerContext.newPage();
    expect((await stranger.request.get(clean)).status()).toBe(404);
    await stranger.goto(logoUrl);
    await waitForHydration(stranger);
    await expect(stranger.locator("main").getByText("Sold", { exact: true }).first()).toBeVisible();
    await expect(stranger.getByTestId("logo-stage").getByRole("img")).toHaveAttribute("src", /\/api\/logos\/logo_[^/]+\/preview(-transparent)?\.png$/);
    await expect(stranger.locator("main").getByRole("link", { name: "Download files" })).toHaveCount(0);
    await expect(stranger.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toHaveCount(0);
    await strangerContext.close();
  });
});

test.describe("the try-on background", () => {
  test("lays a catalogue logo's own picture (no background) on the chosen colour", async ({ page }) => {
    const logo = CATALOGUE[6]!;
    await page.goto(`/logo/${logo.id}`);
    await waitForHydration(page);
    const stage = page.getByTestId("logo-stage");
    await press(page, page.locator("main summary", { hasText: "Try on a background" }));
    await press(page, page.getByTitle("Pink 300"));
    await expect(stage).toHaveClass(/bg-pink-300/);
    // The picture is the logo without a background: the chosen colour shows through it.
    const corner = await stage.getByRole("img").evaluate(async (element) => {
      const image = element as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return context.getImageData(1, 1, 1, 1).data[3];
    });
    expect(corner).toBe(0);
  });

  test("lays a generated logo's transparent preview on the chosen colour, and the mockups show the logo itself", async ({ page }) => {
    await generateLogo(page, "A logo for Quill and Ink, a stationery shop");
    await expectForSale(page);
    const stage = page.getByTestId("logo-stage");
    // At first the logo as it is sold: the preview as rendered, on its own background.
    await expect(stage.getByRole("img")).toHaveAttribute("src", /\/preview\.png$/, { timeout: GENERATION_TIMEOUT });
    await press(page, page.locator("main summary", { hasText: "Try on a background" }));
    await press(page, page.getByTitle("Blue 200"));
    await expect(stage).toHaveClass(/bg-blue-200/);
    // The agent hands over the preview without its background too: a try-on shows that one.
    await expect(stage.getByRole("img")).toHaveAttribute("src", /preview-transparent\.png$/);
    const corner = await stage.getByRole("img").evaluate(async (element) => {
      const image = element as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return context.getImageData(1, 1, 1, 1).data[3];
    });
    expect(corner).toBe(0);
    // Every mockup lays that same picture on its surface: no square of the preview's background.
    const pictures = await mockupPictures(page);
    expect(pictures).toHaveLength(8);
    for (const picture of pictures) expect(picture).toMatch(/preview-transparent\.png$/);
  });
});
