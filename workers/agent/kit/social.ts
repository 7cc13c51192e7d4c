/**
 * Pictures for social profiles and link previews, each at the size its platform asks for
 * and composed on the logo's palette: the canvas colour (a transparent design gets a pale
 * tint of its primary colour), a large quiet echo of the mark when the design has one, a
 * bar of the accent, and the logo re-inked for that canvas by the engine's own legibility
 * rule (so its lettering still passes WCAG AA there), placed where each platform leaves it
 * visible: inside the 1546 x 423 area a YouTube banner shows on every device, inside the
 * circle a profile picture is cropped to. A profile picture is seen at about 40 px (beside
 * a post, in a list), so it shows the mark's small form (design/small-form.ts), straight
 * on the canvas: the circle it is cropped to is its frame.
 */
import { contrast, mix } from "#agent/design/color.ts";
import type { LogoEngine } from "#agent/design/engine.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { hasMark } from "#agent/design/layouts.ts";
import { place, pngOf, rect, svgDocument, type Artwork, type Rect } from "./artwork.ts";
import { lockup, markArtwork } from "./lockups.ts";
import { smallMark } from "./web.ts";

type Shown = "wide" | "square" | "icon";

interface SocialFormat {
  id: string;
  width: number;
  height: number;
  shows: Shown;
  /** Where the logo goes: a share of the picture, centred (or a rectangle in pixels). */
  area: Rect;
  echo: boolean;
}

function centred(width: number, height: number, w: number, h: number, lift = 0): Rect {
  return { x: (width - w) / 2, y: (height - h) / 2 - lift, w, h };
}

export const SOCIAL_FORMATS: SocialFormat[] = [
  { id: "social/link-preview-1200x630.png", width: 1200, height: 630, shows: "wide", area: centred(1200, 630, 900, 340, 10), echo: true },
  { id: "social/x-profile-400x400.png", width: 400, height: 400, shows: "icon", area: centred(400, 400, 216, 216), echo: false },
  // The profile picture covers the header's lower left on X: the logo keeps to the middle.
  { id: "social/x-header-1500x500.png", width: 1500, height: 500, shows: "wide", area: centred(1500, 500, 860, 210, 20), echo: true },
  { id: "social/linkedin-logo-400x400.png", width: 400, height: 400, shows: "icon", area: centred(400, 400, 268, 268), echo: false },
  { id: "social/linkedin-cover-1128x191.png", width: 1128, height: 191, shows: "wide", area: centred(1128, 191, 560, 104), echo: false },
  // YouTube shows the whole 2560 x 1440 on a TV and only the middle 1546 x 423 on phones.
  { id: "social/youtube-banner-2560x1440.png", width: 2560, height: 1440, shows: "wide", area: centred(2560, 1440, 1340, 320), echo: true },
  { id: "social/instagram-1080x1080.png", width: 1080, height: 1080, shows: "square", area: centred(1080, 1080, 720, 720), echo: true },
];

/** The YouTube banner's area visible on every device, for the tests and the guide. */
export const YOUTUBE_SAFE_AREA = centred(2560, 1440, 1546, 423);

/** Every colour of an artwork as one tone: the echo of the mark behind the logo. */
function inOneTone(art: Artwork, tone: string): Artwork {
  return { ...art, content: art.content.replace(/(fill|stroke)="#[0-9a-fA-F]{6}"/g, `$1="${tone}"`) };
}

export interface SocialPicture {
  id: string;
  width: number;
  height: number;
  png: Uint8Array;
}

/** One picture after another: each is rendered in bands and encoded before the next begins. */
export async function* socialPictures(engine: LogoEngine, spec: LogoSpec): AsyncGenerator<SocialPicture> {
  const canvas = spec.palette.background === "transparent" ? mix(spec.palette.primary, "#ffffff", 0.9) : spec.palette.background;
  const onCanvas: LogoSpec = { ...spec, palette: { ...spec.palette, background: canvas } };
  const marked = hasMark(spec);
  const wide = lockup(engine, onCanvas, marked ? "horizontal" : "wordmark");
  const square = marked ? lockup(engine, onCanvas, "stacked") : wide;
  const icon = smallMark(engine, onCanvas, canvas, "surface");
  const mark = markArtwork(engine, onCanvas);
  const echoTone = mix(canvas, wide.lettering, 0.07);
  const bar = contrast(spec.palette.accent, canvas) >= 1.3 ? spec.palette.accent : spec.palette.primary;

  for (const format of SOCIAL_FORMATS) {
    const { width, height } = format;
    const parts = [rect(width, height, canvas)];
    // The echo is the mark's: a design without one gets none (lettering behind lettering only blurs it).
    if (format.echo && mark) {
      // Larger than the picture is high, off its right edge: a texture, not a second logo.
      const side = height * 1.25;
      parts.push(place(inOneTone(mark.art, echoTone), { x: width - side * 0.62, y: (height - side) / 2 + height * 0.12, w: side, h: side }));
    }
    const barHeight = Math.max(6, Math.round(height * 0.022));
    parts.push(`<rect y="${height - barHeight}" width="${width}" height="${barHeight}" fill="${bar}"/>`);
    if (format.shows === "icon") {
      parts.push(place(icon.art, format.area));
    } else {
      parts.push(place((format.shows === "wide" ? wide : square).art, format.area));
    }
    const png = await pngOf(svgDocument(width, height, parts.join("")), width, height, false);
    yield { id: format.id, width, height, png };
  }
}
