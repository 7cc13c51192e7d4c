/**
 * A buyer's check of a brand kit, from the order's download page: every file downloads
 * under a name that says what it is, and every file is what it says, opened as common
 * software opens it: each picture decoded by the browser, each PDF by poppler (the
 * library behind most PDF viewers), the ZIP by reading it back entry by entry, and by
 * content: pixel sizes, the sizes inside favicon.ico, one ink in the one-colour files, the
 * guide's text naming the palette (the same colours as the design tokens) and the
 * typefaces, the certificate naming the buyer and the order.
 */
import { expect, type Page } from "@playwright/test";
import { parseHex, toHex } from "#agent/design/color.ts";
import { catalogueSlug } from "#app/catalogue/slug.ts";
import { icoImages, webpSize } from "#tests/support/image-files.ts";
import { readPdf } from "#tests/support/pdf-reader.ts";
import { decodePng } from "#tests/support/png-decode.ts";
import { readZip } from "#tests/support/zip-read.ts";

interface Downloaded {
  url: string;
  name: string;
  type: string;
  bytes: Buffer;
}

const WEB_NAMES = ["favicon.ico", "favicon.svg", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "site.webmanifest", "head-tags.html"];

/** Decodes a picture in the page, as the browser shows it: its natural size. */
async function decodedInBrowser(page: Page, file: Downloaded): Promise<{ width: number; height: number }> {
  return page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([bytes], { type }));
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    },
    { base64: file.bytes.toString("base64"), type: file.type },
  );
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The pixel size a social picture's or an icon's name promises. */
function promisedSize(name: string): { width: number; height: number } | null {
  const size = /-(\d+)x(\d+)\.png$/.exec(name);
  if (size) return { width: Number(size[1]), height: Number(size[2]) };
  const square = /^(?:icon|icon-maskable)-(\d+)\.png$/.exec(name)?.[1] ?? (name === "apple-touch-icon.png" ? "180" : null);
  return square ? { width: Number(square), height: Number(square) } : null;
}

export interface KitExpectations {
  buyerEmail: string;
  /** The design has a mark of its own (lockups of the mark); unknown: the page says whether. */
  hasMark?: boolean;
  /** Colours the guide must name (the stored design's palette), when the test knows them. */
  palette?: string[];
}

/**
 * On an order's download page: downloads the whole kit file by file and as a ZIP, and
 * checks each. Returns how many files it checked.
 */
export async function expectWholeKit(page: Page, expected: KitExpectations): Promise<number> {
  // One logo per order here: its name is the page's second-level heading.
  const logoName = (await page.locator("main h2").first().textContent())!.trim();
  const section = page.locator("main li").filter({ has: page.getByRole("heading", { level: 2, name: logoName }) }).first();
  await expect(section.getByRole("link", { name: "Download the whole kit (ZIP)" })).toBeVisible({ timeout: 20_000 });
  const links = await section.locator("a[download]").evaluateAll((anchors) => anchors.map((anchor) => ({ url: (anchor as HTMLAnchorElement).href, download: anchor.getAttribute("download") ?? "" })));
  const slug = catalogueSlug(logoName) || "logo";
  const files: Downloaded[] = [];
  let zip: Buffer | null = null;
  for (const link of links) {
    const response = await page.request.get(link.url);
    expect(response.status(), link.url).toBe(200);
    const name = /filename="([^"]+)"/.exec(response.headers()["content-disposition"] ?? "")?.[1] ?? "";
    if (link.url.endsWith("/zip")) {
      expect(name).toBe(`${slug}-brand-kit.zip`);
      zip = await response.body();
      continue;
    }
    // Named so a person knows what it is: the logo's name first, or the name a website needs.
    expect(WEB_NAMES.includes(name) || name.startsWith(`${slug}-`), name).toBe(true);
    expect(link.download).toBe(name);
    files.push({ url: link.url, name, type: response.headers()["content-type"]!, bytes: await response.body() });
  }
  const names = files.map((file) => file.name);
  // A design without a mark: the page says so, and there are no files of a mark.
  const saysNoMark = (await section.getByText("This logo is a wordmark: it has no separate mark").count()) > 0;
  const hasMark = expected.hasMark ?? !saysNoMark;
  expect(saysNoMark, "the page says whether the design has a mark").toBe(!hasMark);
  for (const must of ["logo.svg", "logo.pdf", "logo-2048.png", "logo-transparent.png", "logo.webp", "logo-one-colour-dark.png", "logo-one-colour-light.svg", "logo-greyscale.pdf", "wordmark.svg", "brand-guide.pdf", "design-tokens.css", "design-tokens.json", "licence-certificate.pdf", "licence-certificate.txt", "link-preview-1200x630.png", "x-profile-400x400.png", "x-header-1500x500.png", "linkedin-logo-400x400.png", "linkedin-cover-1128x191.png", "youtube-banner-2560x1440.png", "instagram-1080x1080.png"]) {
    expect(names, must).toContain(`${slug}-${must}`);
  }
  for (const web of WEB_NAMES) expect(names, web).toContain(web);
  for (const lockup of ["mark.svg", "logo-horizontal.png", "logo-stacked.svg"]) expect(names.includes(`${slug}-${lockup}`), lockup).toBe(hasMark);

  for (const file of files) {
    const label = file.name;
    if (/\.(png|webp|svg|ico)$/.test(file.name)) {
      const shown = await decodedInBrowser(page, file);
      expect(shown.width, label).toBeGreaterThan(0);
      if (file.name.endsWith(".png")) {
        const size = pngSize(file.bytes);
        expect(shown, label).toEqual(size);
        const promised = promisedSize(file.name.replace(`${slug}-`, ""));
        if (promised) expect(size, label).toEqual(promised);
        if (/logo(-2048|-transparent|-one-colour-dark|-one-colour-light|-greyscale)\.png$/.test(file.name)) expect(size, label).toEqual({ width: 2048, height: 2048 });
      }
      if (file.name.endsWith(".webp")) expect(webpSize(file.bytes), label).toEqual({ width: 1024, height: 1024 });
    }
    if (file.name.endsWith(".pdf")) {
      const pdf = await readPdf(file.bytes);
      expect(pdf.pages, label).toBeGreaterThanOrEqual(1);
    }
  }

  // favicon.ico holds 16, 32 and 48.
  const ico = files.find((file) => file.name === "favicon.ico")!;
  expect(icoImages(ico.bytes).map((image) => `${image.width}x${image.height}`)).toEqual(["16x16", "32x32", "48x48"]);

  // One ink in each one-colour file, greys only in the greyscale one.
  for (const variant of ["one-colour-dark", "one-colour-light"]) {
    const png = await decodePng(files.find((file) => file.name === `${slug}-logo-${variant}.png`)!.bytes);
    const inks = new Set<string>();
    for (let i = 0; i < png.pixels.length; i += 4) if (png.pixels[i + 3] === 255) inks.add(toHex([png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!]));
    expect([...inks], variant).toHaveLength(1);
  }
  const grey = await decodePng(files.find((file) => file.name === `${slug}-logo-greyscale.png`)!.bytes);
  let colours = 0;
  for (let i = 0; i < grey.pixels.length; i += grey.channels) if (grey.pixels[i] !== grey.pixels[i + 1] || grey.pixels[i] !== grey.pixels[i + 2]) colours++;
  expect(colours, "coloured pixels in the greyscale logo").toBe(0);

  // The guide names the palette (the tokens' colours), the typefaces and their licence.
  const text = (name: string) => files.find((file) => file.name === name)!.bytes.toString("utf8");
  const css = text(`${slug}-design-tokens.css`);
  const tokens = [...css.matchAll(/--brand-[a-z]+: (#[0-9a-f]{6});/g)].map((match) => match[1]!);
  expect(tokens.length).toBeGreaterThanOrEqual(3);
  for (const hex of expected.palette ?? []) expect(tokens, `the tokens name ${hex}`).toContain(hex);
  const family = /--brand-font-name: "([^"]+)"/.exec(css)![1]!;
  const guide = await readPdf(files.find((file) => file.name === `${slug}-brand-guide.pdf`)!.bytes);
  expect(guide.pages).toBe(2);
  for (const hex of tokens) {
    const [r, g, b] = parseHex(hex);
    expect(guide.text, hex).toContain(`HEX ${hex.toUpperCase()}`);
    expect(guide.text, hex).toContain(`RGB ${r}, ${g}, ${b}`);
  }
  expect(guide.text).toContain("CMYK");
  expect(guide.text).toContain(family);
  expect(guide.text).toContain("SIL Open Font License");
  expect(JSON.parse(text(`${slug}-design-tokens.json`)).brand.color).toBeTruthy();
  const manifest = JSON.parse(text("site.webmanifest")) as { icons: { src: string }[] };
  for (const icon of manifest.icons) expect(names, icon.src).toContain(icon.src.slice(1));
  expect(text("head-tags.html")).toContain('<link rel="manifest" href="/site.webmanifest">');

  // The certificate, as PDF and text, names the buyer and the order.
  const orderId = /\/api\/orders\/(order_[^/]+)\//.exec(files[0]!.url)![1]!;
  const certificate = await readPdf(files.find((file) => file.name === `${slug}-licence-certificate.pdf`)!.bytes);
  expect(certificate.text).toContain(expected.buyerEmail);
  expect(certificate.text).toContain(orderId);
  expect(certificate.text).toContain("exclusive");
  expect(text(`${slug}-licence-certificate.txt`)).toContain(expected.buyerEmail);

  // The ZIP: every file, in folders, with a README, each entry's CRC right.
  const entries = readZip(new Uint8Array(zip!));
  expect(entries[0]!.name).toBe(`${slug}-brand-kit/README.txt`);
  expect(entries.slice(1).map((entry) => entry.name.split("/").pop()).sort()).toEqual([...names].sort());
  for (const entry of entries.slice(1)) expect(entry.name, entry.name).toMatch(new RegExp(`^${slug}-brand-kit/(logo|variants|lockups|web|social|brand|licence)/`));
  return files.length;
}
