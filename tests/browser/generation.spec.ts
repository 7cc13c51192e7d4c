import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { PROMPT_BUSY_MESSAGE } from "#app/lib/prompt.ts";
import { expectNoSeriousA11yViolations, PHONE, waitForHydration } from "./helpers.ts";
import { holdNextGeneration } from "./journey-helpers.ts";

/**
 * The generation journey (issue 4) against both Workers: the app's relay and rooms, and
 * the embedded design agent. Nothing is mocked; where a failure is needed, the browser's
 * own network is made to fail (page.route), as a dropped connection would.
 */

const bar = (page: Page) => page.getByRole("form", { name: "Prompt" });
const promptBox = (page: Page) => bar(page).getByRole("textbox");
const GENERATION_TIMEOUT = 30_000;

interface StoredLogo {
  id: string;
  generationId: string;
  isGenerating: boolean;
  image: string;
  parentLogoId: string | null;
  name: string;
  narration?: string[];
  isPersonalization?: boolean;
  referenceLogos?: { id: string }[];
  error?: string | null;
}

async function storedLogos(page: Page): Promise<StoredLogo[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("generatedLogos") ?? "[]"));
}

async function submitPrompt(page: Page, text: string) {
  await promptBox(page).fill(text);
  await promptBox(page).press("Enter");
}

async function generateFromLanding(page: Page, text: string): Promise<string> {
  await page.goto("/");
  await waitForHydration(page);
  await submitPrompt(page, text);
  await page.waitForURL(/\/logo\/logo_/);
  return new URL(page.url()).pathname.split("/")[2]!;
}

async function expectFinished(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
  const picture = page.locator("main").getByRole("img", { name: "Custom Logo" });
  await expect(picture).toHaveAttribute("src", /^\/api\/generations\/gen_[^/]+\/preview(-transparent)?\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.describe("generation", () => {
  // Real generations: the spec allows each up to 30 s, and some journeys make four.
  test.describe.configure({ timeout: 120_000 });

  test("a prompt from the landing page shows progress, then the finished logo", PHONE, async ({ page }) => {
    const generation = await holdNextGeneration(page);
    const id = await generateFromLanding(page, 'A coffee roastery called "Summit Roasters" with a mountain');
    // The placeholder is stored at once, generating from 0 (spec section 4); its
    // generation id is the server's, stored as the generation starts (decision 0406).
    const [first] = await storedLogos(page);
    expect(first).toMatchObject({ id, isGenerating: true });
    await expect.poll(async () => (await storedLogos(page))[0]!.generationId).toMatch(/^gen_\d+_[a-z0-9]{24}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create new logo" })).toBeVisible();
    await expect(page.getByText("Image generation may take up to 30 seconds...")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
    // Enter while the logo is being made is answered, not ignored: the words wait in the box.
    await promptBox(page).fill("make it blue");
    await promptBox(page).press("Enter");
    await expect(bar(page).getByRole("status")).toHaveText(PROMPT_BUSY_MESSAGE);
    await expect(promptBox(page)).toHaveValue("make it blue");
    generation.release();

    await expectFinished(page);
    await expect(bar(page).getByRole("status")).toHaveCount(0);
    await expect(promptBox(page)).toHaveValue("make it blue");
    expect(await storedLogos(page)).toHaveLength(1);
    const [done] = await storedLogos(page);
    expect(done).toMatchObject({ id, isGenerating: false });
    expect(done!.error ?? null).toBeNull();
    // The metadata arrived: the agent's name for the logo, shown in the details.
    await expect(page.getByText(/Summit Roasters/).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Purchase for $9.99" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a reload during generation resumes the same generation", async ({ page }) => {
    const id = await generateFromLanding(page, "A bicycle shop named Velo Works, bold");
    // Once the server has issued the generation's id (decision 0406), a reload joins it.
    await expect.poll(async () => (await storedLogos(page))[0]!.generationId).toMatch(/^gen_/);
    const before = (await storedLogos(page))[0]!;
    await page.reload();
    await waitForHydration(page);
    await expectFinished(page);
    const after = (await storedLogos(page)).find((logo) => logo.id === id)!;
    expect(after.generationId).toBe(before.generationId);
    expect(after.isGenerating).toBe(false);
    // The server finished and kept exactly this generation.
    const metadata = await page.request.get(`/logo/metadata?generation_id=${before.generationId}`);
    expect(metadata.status()).toBe(200);
  });

  test("three refinements become versions to swipe, and My Logos shows one card with '4 versions'", PHONE, async ({ page, isMobile }) => {
    await generateFromLanding(page, "A law firm called Smith & Partners");
    await expectFinished(page);
    for (const change of ["make it dark blue", "use a serif typeface", "add the tagline Trusted since 1990"]) {
      const before = page.url();
      await submitPrompt(page, change);
      // A refinement of a generated logo opens the new version's page.
      await page.waitForURL((url) => url.href !== before);
      await expect(page.getByRole("heading", { level: 1, name: "Create new logo" })).toBeVisible();
      await expectFinished(page);
    }
    const logos = await storedLogos(page);
    expect(logos).toHaveLength(4);
    // Each refinement's parent is the version before it.
    expect(logos[0]!.parentLogoId).toBe(logos[1]!.id);
    expect(logos[2]!.parentLogoId).toBe(logos[3]!.id);
    // The server sent the agent each parent's design (the browser never has it): the name stays.
    // The name arrives with the metadata, fetched after the final image and possibly after
    // the stream's end (generation-stream.ts): until then a version is named by its prompt.
    await expect
      .poll(async () => (await storedLogos(page)).map((logo) => logo.name))
      .toEqual(Array(4).fill("Smith & Partners"));

    const carousel = page.getByRole("region", { name: "Versions" });
    await expect(carousel.getByRole("button", { name: /^Version \d$/ })).toHaveCount(4);
    await expect(carousel.getByRole("button", { name: "Version 4" })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Previous version" }).click();
    await expect(carousel.getByRole("button", { name: "Version 3" })).toHaveAttribute("aria-current", "true");

    // A drag of more than 100 px changes version; a shorter one does not.
    const stage = carousel.getByRole("group", { name: /Version \d of 4/ });
    // The picture can be taller than the space a laptop screen leaves: drag in its middle.
    await stage.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await stage.boundingBox())!;
    const drag = async (distance: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance, y, { steps: 5 });
      await page.mouse.up();
    };
    await drag(140);
    await expect(carousel.getByRole("button", { name: "Version 2" })).toHaveAttribute("aria-current", "true");
    await drag(60);
    await expect(carousel.getByRole("button", { name: "Version 2" })).toHaveAttribute("aria-current", "true");
    await drag(-140);
    await expect(carousel.getByRole("button", { name: "Version 3" })).toHaveAttribute("aria-current", "true");
    // And the arrow keys.
    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(carousel.getByRole("button", { name: "Version 1" })).toHaveAttribute("aria-current", "true");
    if (!isMobile) await expectNoSeriousA11yViolations(page);

    await page.goto("/my-logos");
    await waitForHydration(page);
    const cards = page.getByRole("region", { name: "Logos" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("4 versions");
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", `/logo/${logos[0]!.id}?source=mylogos`);
  });

  test("refining a catalogue logo keeps the original first, and its refinements lead back to it from browse", async ({ page }) => {
    await page.goto(`/logo/${CATALOGUE[1]!.id}?source=browse`);
    await waitForHydration(page);
    await submitPrompt(page, "make the background white");
    const carousel = page.getByRole("region", { name: "Versions" });
    await expect(carousel.getByRole("button", { name: "Version 2" })).toHaveAttribute("aria-current", "true");
    await expectFinished(page);
    // Refined from the catalogue logo's design, which the server looked up by its id (the
    // name comes with the metadata, a moment after the picture).
    await expect.poll(async () => (await storedLogos(page))[0]?.name).toBe(CATALOGUE[1]!.name);
    const [refinement] = await storedLogos(page);
    const groups = await page.evaluate(() => JSON.parse(localStorage.getItem("revisionGroups") ?? "[]"));
    expect(groups).toEqual([
      expect.objectContaining({ originalLogoId: String(CATALOGUE[1]!.id), originalLogoSource: "browse", refinementIds: [refinement!.id], latestLogoId: refinement!.id }),
    ]);
    await carousel.getByRole("button", { name: "Version 1" }).click();
    await expect(page.getByRole("heading", { level: 1, name: CATALOGUE[1]!.name })).toBeVisible();

    // Seen from browse, a refinement of a catalogue logo is its original (spec section 4).
    await page.goto(`/logo/${refinement!.id}?source=browse`);
    await expect(page).toHaveURL(new RegExp(`/logo/${CATALOGUE[1]!.id}\\?source=browse$`));

    // My Logos counts what the page shows: its card says 2 versions and opens on the refinement, one of two.
    await page.goto("/my-logos");
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Logos" }).getByRole("listitem");
    await expect(card).toHaveCount(1);
    await expect(card.getByText("2 versions")).toBeVisible();
    await card.getByRole("link").first().click();
    await expect(page.getByTestId("version-label")).toContainText("Version 2 of 2");
    await expect(carousel.getByRole("button", { name: "Version 2" })).toHaveAttribute("aria-current", "true");
  });

  test("personalizing from browse and from My Logos sends the chosen logos as references", async ({ page }) => {
    await page.goto("/browse");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Select", exact: true }).click();
    const cards = page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button");
    await cards.nth(0).click();
    await cards.nth(1).click();
    await page.getByRole("button", { name: "Personalize (2)" }).click();
    await promptBox(page).press("Enter");
    await page.waitForURL(/\/logo\/logo_/);
    await expectFinished(page);
    const [personalized] = await storedLogos(page);
    expect(personalized!.isPersonalization).toBe(true);
    expect(personalized!.referenceLogos!.map((logo) => logo.id)).toEqual([String(CATALOGUE[0]!.id), String(CATALOGUE[1]!.id)]);
    // The server sent the references' designs from its records: the agent kept their palette.
    const narration = async () => (await storedLogos(page))[0]!.narration?.join(" ") ?? "";
    await expect.poll(narration).toMatch(/I kept the palette/);

    await page.goto("/my-logos");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button").first().click();
    await page.getByRole("button", { name: "Personalize (1)" }).click();
    await expect(promptBox(page)).not.toHaveValue("");
    await promptBox(page).press("Enter");
    await page.waitForURL(/\/logo\/logo_/);
    await expectFinished(page);
    const [second] = await storedLogos(page);
    expect(second!.referenceLogos!.map((logo) => logo.id)).toEqual([personalized!.id]);
    await expect.poll(narration).toMatch(/I kept the palette/);
  });

  test("a failed generation shows 'Generation Failed', and 'Try Again' makes the logo", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/agent/chat", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The designer is busy" }) }));
    await submitPrompt(page, "A bakery called Crumb & Co");
    await expect(page.getByRole("heading", { name: "Generation Failed" })).toBeVisible();
    await expect(page.getByText("The designer is busy")).toBeVisible();

    await page.unroute("**/agent/chat");
    const failedGeneration = (await storedLogos(page))[0]!.generationId;
    // 'Try Again' reloads the page: wait for the new document, or the checks below would
    // run on the failed one while it goes.
    const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    await page.getByRole("button", { name: "Try Again" }).click();
    await reloaded;
    await waitForHydration(page);
    await expectFinished(page);
    expect((await storedLogos(page))[0]!.generationId).not.toBe(failedGeneration);
  });

  test("without a response the spec's connection message shows", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/agent/chat", (route) => route.abort("connectionrefused"));
    await submitPrompt(page, "A florist called Petal");
    // A refused connection is tried again four times (0.5 + 1 + 2 + 4 s) before it is a failure.
    await expect(page.getByRole("heading", { name: "Generation Failed" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Failed to connect to agent")).toBeVisible();
  });

  test("when the metadata cannot be fetched the logo still completes", async ({ page }) => {
    await page.route("**/logo/metadata?**", (route) => route.fulfill({ status: 500, body: "" }));
    await generateFromLanding(page, "A dentist named BrightSmile");
    await expectFinished(page);
    await expect(page.getByText("Failed to fetch logo metadata")).toBeVisible({ timeout: 10_000 });
    expect((await storedLogos(page))[0]!.isGenerating).toBe(false);
  });

  test("a logo is finished with its name: a page left before the metadata came asks for it again", async ({ page }) => {
    // The metadata's first request is held (the network stalls); the picture has arrived.
    let held = 0;
    await page.route("**/logo/metadata?**", () => void (held += 1));
    const id = await generateFromLanding(page, "A toy shop called Tin Robot");
    await expect.poll(() => held, { timeout: GENERATION_TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(async () => (await storedLogos(page))[0]!.image).not.toBe("");
    // Not finished without its name: still generating, so a reload joins the room again.
    expect((await storedLogos(page))[0]).toMatchObject({ id, isGenerating: true, name: "A toy shop called Tin Robot" });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await waitForHydration(page);
    await expectFinished(page);
    // Finished, and named by the agent from the moment it is.
    expect((await storedLogos(page))[0]).toMatchObject({ id, isGenerating: false, name: expect.stringMatching(/Tin Robot/) });
    expect((await storedLogos(page))[0]!.name).not.toBe("A toy shop called Tin Robot");
  });

  test("the heart on a generated logo is a favourite; Delete, a button of its own, asks and deletes it for good", async ({ page }) => {
    const id = await generateFromLanding(page, "A yoga studio called Still Water");
    await expectFinished(page);
    // The heart is not pressed before anyone touches it, and pressing it deletes nothing.
    const heart = page.locator("main").getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await storedLogos(page)).map((logo) => logo.id)).toEqual([id]);
    await page.goto("/favorites");
    const favorites = page.getByRole("region", { name: "Designed with our agent" });
    await expect(favorites.getByRole("link")).toHaveAttribute("href", `/logo/${id}`);
    await page.goto(`/logo/${id}`);
    await waitForHydration(page);
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    const dialog = page.getByRole("dialog", { name: "Delete this logo?" });
    await page.getByRole("button", { name: "Delete this logo" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This logo will be deleted permanently.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await storedLogos(page)).map((logo) => logo.id)).toEqual([id]);

    const { generationId } = (await storedLogos(page))[0]!;
    await page.getByRole("button", { name: "Delete this logo" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/my-logos$/);
    expect(await storedLogos(page)).toEqual([]);
    // For good: the server's files went too.
    expect((await page.request.get(`/api/generations/${generationId}/preview.png`)).status()).toBe(404);
    await expect(page.getByText("You haven't generated any logos yet.")).toBeVisible();
    await page.getByRole("link", { name: "Generate your first logo" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the prompt posts to the server and the logo page refreshes itself until the logo is done", async ({ page }) => {
      await page.goto("/");
      await promptBox(page).fill("A fox for a bakery called Ember Bakehouse");
      await bar(page).locator("summary", { hasText: "Select Styles" }).click();
      await bar(page).getByLabel("Vintage").check();
      await bar(page).getByRole("button", { name: "Generate logo" }).click();
      await expect(page).toHaveURL(/\/logo\/logo_/);
      await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
      await expect(page.locator("main").getByRole("img", { name: "Custom Logo" })).toHaveAttribute("src", /\/api\/generations\/gen_.+\/preview(-transparent)?\.png$/);
      // In the conversation, as the words sent (once: the details do not repeat it).
      await expect(page.locator("main").getByText("The logo should represent these styles: Vintage")).toHaveCount(1);
    });

    test("a blank prompt is refused with a clear message", async ({ page }) => {
      const response = await page.request.post("/generate", { form: { prompt: "   " } });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain("Please describe your logo first.");
    });

    test("a new logo asked for in emoji alone is refused with what to write, and nothing starts", async ({ page }) => {
      await page.goto("/");
      await promptBox(page).fill("☕🌊✨");
      await bar(page).getByRole("button", { name: "Generate logo" }).click();
      await expect(page.getByText(NO_WORDS_MESSAGE)).toBeVisible();
      await expect(page).not.toHaveURL(/\/logo\//);
    });
  });
});
