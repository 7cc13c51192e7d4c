/**
 * A true identity: `npm run deploy` refuses wrangler.toml's example company and support
 * address, naming each setting to change; About's figures are counted from the data; the
 * terms name the files a purchase delivers; the footer's year and the blog's dates are true.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import packageJson from "../../package.json";
import { BLOG_ARTICLES } from "#app/content/blog-articles.ts";
import { SITE_OPENED_ON } from "#app/lib/business.ts";
import { IDENTITY_SETTINGS, identityProblems, varsOfWranglerToml } from "#app/lib/identity-check.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

const REAL = {
  SUPPORT_EMAIL: "help@acme-logos.com",
  COMPANY_NAME: "Acme Logos GmbH",
  COMPANY_ADDRESS: "Hauptstraße 5, 10115 Berlin, Germany",
  COMPANY_REPRESENTATIVE: "Jana Muster, Managing Director",
  COMPANY_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456",
  COMPANY_VAT_ID: "DE123456789",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/acmelogos",
  SOCIAL_X_URL: "",
  SOCIAL_INSTAGRAM_URL: "",
  SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/acme-logos",
};

describe("npm run deploy", () => {
  it("checks the identity before it builds or publishes anything", () => {
    expect(packageJson.scripts.deploy).toMatch(/^node scripts\/check-identity\.ts && npm run build && /);
  });

  it("refuses wrangler.toml as it ships, naming every example setting and what to put there", () => {
    const vars = varsOfWranglerToml(wranglerToml);
    expect(vars.GENERATION_STALL_SECONDS).toBe("60");
    const problems = identityProblems(vars);
    expect(problems.map((problem) => problem.name)).toEqual(IDENTITY_SETTINGS.map((setting) => setting.name));
    expect(problems.find((problem) => problem.name === "COMPANY_NAME")!.message).toBe(
      'COMPANY_NAME is still the example default ("Example Logo Marketplace Ltd."): set it to your company\'s legal name.',
    );
    expect(problems.find((problem) => problem.name === "SOCIAL_X_URL")!.message).toContain("or empty for an icon without a link");
  });

  it("lets a real identity through, and refuses an empty one or an address on a domain kept for examples", () => {
    expect(identityProblems(REAL)).toEqual([]);
    expect(identityProblems({ ...REAL, SUPPORT_EMAIL: " " }).map((problem) => problem.message)).toEqual(["SUPPORT_EMAIL is empty: set it to the address buyers write to for support and refunds."]);
    expect(identityProblems({ ...REAL, COMPANY_VAT_ID: undefined }).map((problem) => problem.name)).toEqual(["COMPANY_VAT_ID"]);
    expect(identityProblems({ ...REAL, SUPPORT_EMAIL: "help@shop.example" }).map((problem) => problem.name)).toEqual(["SUPPORT_EMAIL"]);
    expect(identityProblems({ ...REAL, SUPPORT_EMAIL: "help@example.com" }).map((problem) => problem.name)).toEqual(["SUPPORT_EMAIL"]);
    expect(identityProblems({ ...REAL, SOCIAL_X_URL: "https://x.example/acme" }).map((problem) => problem.name)).toEqual(["SOCIAL_X_URL"]);
    expect(identityProblems({ ...REAL, SUPPORT_EMAIL: "help@examples.org" })).toEqual([]);
  });

  it("reads the [vars] table only, in both quoting styles", () => {
    expect(varsOfWranglerToml('name = "x"\n[vars]\nA = "one \\"two\\""\nB = \'three\'\n[[services]]\nC = "no"\n')).toEqual({ A: 'one "two"', B: "three" });
  });
});

describe("the pages tell the truth", () => {
  beforeAll(async () => {
    await seedCatalogue(FIXTURE_CATALOGUE);
  });

  it("About shows figures counted from the data, and none it cannot count", async () => {
    const html = await (await SELF.fetch("http://localhost/about")).text();
    const figures = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((match) => [match[1], match[2]]);
    // The fixture catalogue: 7 logos for sale, by one designer, and no order delivered yet.
    expect(figures).toEqual([
      ["Logos for sale", "7"],
      ["Designer", "1"],
    ]);
    for (const claim of ["10,000+", "50,000+", "1,000+", "99%", "Happy customers", "Customer satisfaction"]) expect(html).not.toContain(claim);
  });

  it("the terms name the files every purchase delivers, and no JPG", async () => {
    const html = await (await SELF.fetch("http://localhost/terms")).text();
    expect(html).toContain("an SVG and a PDF (vector, for any size and for print), a PNG of 2048 x 2048 pixels, a PNG with a transparent background, a WebP, one-colour and greyscale versions, lockups of the mark and the lettering where the design has a mark, website icons, social media pictures, a brand guide with the palette and typefaces and design tokens");
    // The words of the page, not its markup: a script nonce is random base64 and can hold "JPG".
    const words = html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<[^>]*>/g, " ");
    expect(words).toContain("Purchase and Licensing");
    expect(words).not.toMatch(/\bJPE?G\b/i);
  });

  it("the footer's year is this year", async () => {
    const html = await (await SELF.fetch("http://localhost/")).text();
    expect(html).toContain(`© <!-- -->${new Date().getUTCFullYear()}<!-- --> LogoMarket. All rights reserved.`);
  });

  it("no blog article is dated before the site opened or after today", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const article of BLOG_ARTICLES) {
      expect(article.date >= SITE_OPENED_ON, article.slug).toBe(true);
      expect(article.date <= today, article.slug).toBe(true);
      expect(article.title, article.slug).not.toMatch(/20(2[0-5])/);
    }
  });
});
