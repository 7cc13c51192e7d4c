import { expect, test, type Page } from "@playwright/test";
import { FOCUS_PROMPT_EVENT } from "#app/lib/app-events.ts";
import { SESSION_KEYS, STORAGE_KEYS } from "#app/lib/browser-storage.ts";
import { VISITOR_COOKIE } from "#app/server/cookies.server.ts";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers.ts";
import { CATALOGUE } from "#app/catalogue/catalogue-data.ts";

/**
 * The content pages (issue 5): each page's headings and key copy, its title and
 * description, the shared header and footer, and an axe scan. Expected texts are the
 * spec's words and figures, written out here rather than imported from the page copy.
 */

const SUPPORT_EMAIL = "support@logo-marketplace.example";

async function open(page: Page, path: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(`${h1} | LogoMarket`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{4,}.{40,}/);
}

const main = (page: Page) => page.locator("main");
const h2 = (page: Page, name: string | RegExp) => main(page).getByRole("heading", { level: 2, name });

test.describe("content pages", () => {
  test("privacy policy: eleven numbered sections, true to what the product stores", async ({ page }) => {
    await open(page, "/privacy", "Privacy Policy");
    // The date it last changed, not the spec's "January 3, 2025", which predates the site.
    await expect(main(page).getByText("Last updated November 28, 2026")).toBeVisible();
    const numbered = main(page).getByRole("heading", { level: 2, name: /^\d+\. / });
    await expect(numbered).toHaveText([
      "1. Introduction",
      "2. Information We Collect",
      "3. How We Use Your Information",
      "4. Cookies and Browser Storage",
      "5. Information Sharing",
      "6. Data Security",
      "7. Your Rights",
      "8. Children's Privacy",
      "9. International Data Transfers",
      "10. Changes to This Policy",
      "11. Contact Us",
    ]);
    // Every browser-storage key the code uses is named, and the cookies as they are set.
    for (const key of [...Object.values(STORAGE_KEYS), ...Object.values(SESSION_KEYS)]) {
      await expect(main(page).getByText(key, { exact: true }), key).toBeVisible();
    }
    const visitorCookie = main(page).getByRole("listitem").filter({ hasText: `Visitor cookie ("${VISITOR_COOKIE.name}").` });
    await expect(visitorCookie).toContainText(`expires after ${VISITOR_COOKIE.maxAgeSeconds / 86_400} days`);
    await expect(visitorCookie).toContainText(/HttpOnly .* Secure .* SameSite=Lax/);
    await expect(main(page).getByText(/never reach our servers/)).toBeVisible();
    // Favourites are kept with the account (issue 33): the policy says so.
    await expect(main(page).getByText(/The logos you mark with the heart are kept on our servers too/)).toBeVisible();
    await expect(main(page).getByText(/children under 13/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: SUPPORT_EMAIL }).first()).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    // The contents list jumps to its section.
    await main(page).getByRole("link", { name: "4. Cookies and Browser Storage" }).click();
    await expect(page).toHaveURL(/#cookies$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("terms of service and imprint", async ({ page }) => {
    await open(page, "/terms", "Terms of Service");
    await expect(main(page).getByText("Last updated November 26, 2026")).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveText([
      "1. Introduction",
      "2. Definitions",
      "3. Purchase and Licensing",
      "4. Payment Terms",
      "5. Refund Policy",
      "6. User Obligations",
      "7. Intellectual Property",
      "8. Limitation of Liability",
      "9. Modifications",
      "10. Contact Information",
    ]);
    await expect(main(page).getByText(/exclusive rights .* copyright in it is transferred to you/)).toBeVisible();
    // The files a purchase delivers, and no JPG, which none contains.
    await expect(main(page).getByText(/an SVG and a PDF \(vector, for any size and for print\), a PNG of 2048 x 2048 pixels, a PNG with a transparent background, a WebP, one-colour and greyscale versions, .*website icons, social media pictures, a brand guide with the palette and typefaces and design tokens/)).toBeVisible();
    await expect(main(page).getByText(/JPG/)).toHaveCount(0);
    await expect(main(page).getByText(/US dollars \(USD\)\. Every logo costs \$9\.99/)).toBeVisible();
    await expect(main(page).getByText(/at least 30 days before they take effect/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Return Policy" })).toHaveAttribute("href", "/return");
    await expectNoSeriousA11yViolations(page);

    await open(page, "/imprint", "Imprint");
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      "Company Information",
      "Contact",
      "Editorial Responsibility",
      "Dispute Resolution",
      "Liability for Content",
      "Liability for Links",
      "Copyright",
      "Data Protection",
    ]);
    // Company details come from wrangler.toml's [vars] (their fake defaults here).
    await expect(main(page).getByText("Example Logo Marketplace Ltd.")).toBeVisible();
    await expect(main(page).getByText("Address: 1 Example Street, 00000 Example City, Exampleland")).toBeVisible();
    await expect(main(page).getByText("Example District Court, HRB 000000")).toBeVisible();
    await expect(main(page).getByText("XX000000000")).toBeVisible();
    await expect(main(page).getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    await expect(main(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expectNoSeriousA11yViolations(page);
  });

  test("about: mission, figures counted from the data, values, how it works and its three actions", async ({ page }) => {
    await open(page, "/about", "About Us");
    for (const heading of ["Our Mission", "Our Values", "How It Works"]) await expect(h2(page, heading)).toBeVisible();
    const stats = main(page).getByRole("region", { name: "LogoMarket in numbers" });
    // Counted, never claimed: the catalogue's designers, and no more logos for sale than it holds.
    await expect(stats.getByRole("definition")).not.toHaveCount(0);
    await expect(stats.getByText("Designers", { exact: true })).toBeVisible();
    await expect(stats.locator("div", { hasText: "Designers" }).getByRole("definition")).toHaveText(String(new Set(CATALOGUE.map((logo) => logo.designer)).size));
    const forSale = Number((await stats.locator("div", { hasText: "Logos for sale" }).getByRole("definition").textContent())!.replace(/,/g, ""));
    expect(forSale).toBeGreaterThan(0);
    expect(forSale).toBeLessThanOrEqual(CATALOGUE.length);
    for (const claim of ["10,000+", "50,000+", "1,000+", "99%"]) await expect(main(page).getByText(claim)).toHaveCount(0);
    for (const value of ["Quality", "Innovation", "Accessibility"]) {
      await expect(main(page).getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(main(page).getByRole("listitem").getByRole("heading", { level: 3 })).toContainText([
      "Browse and buy",
      "Generate with AI",
      "Customize and refine",
      "Download and own",
    ]);
    const browse = main(page).getByRole("link", { name: "Browse Logos" });
    await expect(browse).toHaveCount(2);
    for (const link of await browse.all()) await expect(link).toHaveAttribute("href", "/browse");
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/support");
    await expectNoSeriousA11yViolations(page);

    // Generate asks the prompt bar to take focus through the window event.
    await waitForHydration(page);
    await page.evaluate((event) => {
      window.addEventListener(event, () => ((window as unknown as { focusRequests: number }).focusRequests += 1));
      (window as unknown as { focusRequests: number }).focusRequests = 0;
    }, FOCUS_PROMPT_EVENT);
    await main(page).getByRole("button", { name: "Generate a Logo" }).click();
    expect(await page.evaluate(() => (window as unknown as { focusRequests: number }).focusRequests)).toBe(1);
    await expect(page.getByRole("form", { name: "Prompt" }).getByRole("textbox")).toBeFocused();

    await main(page).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test("sell logos and how buying works", async ({ page }) => {
    await open(page, "/sell-logos", "Sell Logos");
    for (const heading of ["How It Works", "What You Can Earn", "Submission Guidelines", "Frequently Asked Questions"]) {
      await expect(h2(page, heading)).toBeVisible();
    }
    await expect(main(page).getByRole("heading", { level: 3 })).toContainText(["Start selling", "Submit your logo", "Earn on the sale and its variations"]);
    // What earns is said beside "sold only once", without contradicting it (issue 33).
    await expect(main(page).getByText("non-exclusive")).toHaveCount(0);
    const earnings = main(page).getByRole("region", { name: "What You Can Earn" });
    await expect(earnings.getByText(/sold only once, to one buyer\. .* each variation bought earns you \$3, like the sale of the logo itself\. .* through PayPal/)).toBeVisible();
    await expect(earnings.getByRole("listitem")).toHaveText(["10 sales$30", "50 sales$150", "100+ sales$300+"]);
    const guidelines = main(page).getByRole("region", { name: "Submission Guidelines" });
    for (const rule of ["SVG preferred:", "1000 x 1000 px", "Transparent background:", "At most 1 MB"]) {
      await expect(guidelines.getByText(rule)).toBeVisible();
    }
    await expect(main(page).getByRole("link", { name: "Start selling" }).first()).toHaveAttribute("href", "/designer/start");
    await expect(main(page).getByRole("link", { name: "Submit by e-mail" }).first()).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=Logo%20Submission&body=`),
    );
    await expect(main(page).getByRole("link", { name: "Ask a Question" }).first()).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}?subject=Question%20about%20selling%20logos`,
    );
    // FAQ answers open like any disclosure, without a script.
    const faq = main(page).getByText("How long does the review take?");
    await faq.click();
    await expect(main(page).getByText(/We decide within 2-3 business days\./)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await open(page, "/buy-logos", "How Buying Works");
    await expect(main(page).getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/browse");
    await expect(main(page).getByRole("heading", { level: 3 })).toContainText(["Design or choose", "Secure payment", "Instant delivery"]);
    await expect(h2(page, "Unlimited AI Customization")).toBeVisible();
    const methods = main(page).getByRole("region", { name: "Payment Methods" });
    await expect(methods.getByRole("heading", { level: 3 })).toHaveText(["Credit and debit cards", "PayPal", "Apple Pay"]);
    await expect(main(page).getByText(/Pay \$9\.99 per logo/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Browse Logos" })).toHaveAttribute("href", "/browse");
    await expectNoSeriousA11yViolations(page);
  });

  test("support and designer handbook", async ({ page }) => {
    await open(page, "/support", "Support");
    const cards = main(page).getByRole("region", { name: "Ways to get help" });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Email Support", "Fast Response", "Guides and Policies"]);
    await expect(cards.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    await expect(cards.getByText("We answer within 2-4 hours on business days.")).toBeVisible();
    const form = main(page).getByRole("form", { name: "Contact Us" });
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
    await expect(form.getByLabel("Subject").locator("option:not([value=''])")).toHaveText([
      "Logo Purchase Question",
      "Payment Issue",
      "Logo Customization Help",
      "Technical Support",
      "Selling Logos",
      "Account Issues",
      "General Inquiry",
      "Other",
    ]);
    await expect(h2(page, "Frequently Asked Questions")).toBeVisible();
    const helpCenter = main(page).getByRole("region", { name: "Help Center" });
    await expect(helpCenter.getByText("Coming Soon")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await open(page, "/designer-handbook", "Designer Handbook");
    for (const heading of ["Prompting Tips", "The Six-Part Prompt Structure", "Example Prompts", "Do's and Don'ts", "Advanced Techniques"]) {
      await expect(h2(page, heading)).toBeVisible();
    }
    await expect(main(page).getByRole("region", { name: "The Six-Part Prompt Structure" }).getByRole("listitem")).toHaveCount(6);
    await expect(main(page).getByRole("button", { name: /^Copy .* prompt$/ })).toHaveCount(3);
    await expect(main(page).getByRole("heading", { level: 3, name: "Do", exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 3, name: "Don't", exact: true })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Browse Logos" })).toHaveAttribute("href", "/browse");
    await expectNoSeriousA11yViolations(page);
  });

  test("return policy and digital delivery", async ({ page }) => {
    await open(page, "/return", "Return Policy");
    await expect(h2(page, "30-Day Money-Back Guarantee")).toBeVisible();
    await expect(main(page).getByText(/No reason required/).first()).toBeVisible();
    const steps = main(page).getByRole("region", { name: "30-Day Money-Back Guarantee" });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([/Send us your request/, /We confirm/, /Get your money back/]);
    await expect(steps.getByText("We confirm your refund within 24 hours.")).toBeVisible();
    await expect(steps.getByText(/within 3-5 business days/)).toBeVisible();
    for (const heading of ["What's Covered", "Important Notes", "Frequently Asked Questions"]) await expect(h2(page, heading)).toBeVisible();
    await expect(main(page).getByText(/commercial rights to it are revoked/)).toBeVisible();
    const request = await main(page).getByRole("link", { name: "Request a Return" }).first().getAttribute("href");
    expect(request).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=Return%20Request&body=`));
    const body = decodeURIComponent(new URL(request!).searchParams.get("body") ?? "");
    for (const field of ["Purchase date:", "Logo name or ID:", "Payment method:", "Reason for return"]) expect(body).toContain(field);
    await expect(main(page).getByRole("link", { name: "Ask About This Policy" })).toHaveAttribute("href", /^mailto:.*subject=Question/);
    await expectNoSeriousA11yViolations(page);

    await open(page, "/shipping", "Digital Delivery");
    for (const heading of ["Why Digital Delivery", "Three Ways to Get Your Logos", "What's in Your Download", "Delivery Timeline", "Frequently Asked Questions"]) {
      await expect(h2(page, heading)).toBeVisible();
    }
    const routes = main(page).getByRole("region", { name: "Three Ways to Get Your Logos" });
    await expect(routes.getByRole("heading", { level: 3 })).toHaveText(["Download page", "E-mail", "My Logos"]);
    await expect(routes.getByText(/within 5 seconds/)).toBeVisible();
    await expect(routes.getByText(/within 2 minutes/)).toBeVisible();
    await expect(main(page).getByText(/at least 2000 x 2000 px/).first()).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Get Download Help" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=Download%20Help`),
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("purchase result pages", async ({ page }) => {
    await page.goto("/purchase-success?order_id=ord_123");
    await expect(page).toHaveTitle("Purchase Successful | LogoMarket");
    // One visitor's order is nothing for search results.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Purchase Successful!" })).toBeVisible();
    await expect(page.getByText("Thank you for your purchase! Your logos are ready for download.")).toBeVisible();
    const download = page.getByRole("link", { name: "View & Download Logos" });
    await expect(download).toHaveAttribute("href", "/orders/ord_123");
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(page.getByText(/e-mail with download instructions/)).toBeVisible();
    await expect(page.getByText("ord_123")).toBeVisible();
    await expect(main(page).getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/purchase-success");
    await expect(page).toHaveTitle("Payment Processing | LogoMarket");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Processing" })).toBeVisible();
    await expect(page.getByText("No order ID found. Please check your email for download instructions.")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(main(page).getByRole("link", { name: SUPPORT_EMAIL })).toBeVisible();

    await page.goto("/purchase-cancelled");
    await expect(page.getByRole("heading", { level: 1, name: "Purchase Cancelled" })).toBeVisible();
    await expect(page.getByText("Your purchase was cancelled. No charges were made to your account.")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/browse");
    await expect(main(page).getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(main(page).getByRole("link", { name: SUPPORT_EMAIL })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the footer links the social profiles configured in wrangler.toml", async ({ page }) => {
    await page.goto("/about");
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" });
    await expect(social.getByRole("link", { name: "LogoMarket on Facebook" })).toHaveAttribute("href", "https://facebook.example/logo-marketplace");
    await expect(social.getByRole("link")).toHaveCount(4);
  });

  test("sitemap.xml and robots.txt list the public pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about", "/privacy", "/terms", "/support", "/blog", "/blog/why-simple-logos-last"]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain("/dashboard");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});

/**
 * The prompt bar (a form named 'Prompt') sits on every page but /terms and /privacy
 * (marketplace spec section 2; the rule is PAGES_WITHOUT_PROMPT_BAR in app/root.tsx).
 */
test("the prompt bar is on the content pages but not on /terms and /privacy", async ({ page }) => {
  const promptBar = page.getByRole("form", { name: "Prompt" });
  for (const path of ["/about", "/support", "/blog", "/blog/why-simple-logos-last", "/return", "/imprint"]) {
    await page.goto(path);
    await expect(promptBar, path).toBeVisible();
  }
  for (const path of ["/terms", "/privacy"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(promptBar, path).toHaveCount(0);
  }
});
