/**
 * Redraws the committed catalogue's marks under today's rules, keeping every logo's name,
 * listing and order: a mark whose second idea or initial sat on its rim, whose drawing is
 * no longer its name's noun, or whose drawing is a cartoon creature in a bold logo, is drawn again; then every mark is checked against the others
 * (fingerprint, idea, design). The spec's 32 keep their drawings (their descriptions are
 * written by hand); the rest have the mark's words in their descriptions and tags redone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { describeMark, redrawMark, shapeWord } from "#agent/planner/mark-construction.ts";
import { nameNoun } from "#agent/planner/name-noun.ts";
import { drawingTone, gentleInStrongLogo, toneOfStyles } from "#agent/planner/tone.ts";
import { drawingInTone } from "#agent/planner/name-noun.ts";
import { drawingLabel } from "#agent/planner/icon-labels.ts";
import { iconWords } from "#agent/planner/icons.ts";
import { withArticle } from "#agent/planner/text.ts";
import { tooLike } from "#protocol/mark-fingerprint.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import { nodeEngine } from "./lib/engine-node.ts";
import { catalogueProblems, designKey } from "./catalogue/rules.ts";
import { drawingHeld, HELD_ENOUGH } from "#agent/design/held-drawing.ts";
import { markSimilarity, MARK_SIMILARITY_LIMIT } from "#protocol/mark-fingerprint.ts";
import { sayThing } from "#agent/planner/languages/subjects.ts";

/** What the catalogue's tests ask of a mark beyond its distance from the others (tests/agent/catalogue.test.ts, languages.test.ts). */
function markProblem(spec: LogoSpec): string | null {
  const mark = spec.mark;
  const icons = [spec.icon, mark?.kind === "emblem" ? mark.second : null].filter((icon) => !!icon) as NonNullable<LogoSpec["icon"]>[];
  for (const icon of icons) if ((["de", "es", "fr", "it", "pt"] as const).some((language) => sayThing(drawingLabel(icon), language) === null)) return "unnamed";
  if (mark?.kind !== "emblem" || !spec.icon) return null;
  const first = (icon: NonNullable<LogoSpec["icon"]>) => describeMark({ ...spec, icon, mark: { ...mark, second: null } }).replace(/^an? /, "").split(" ")[0];
  if (mark.second && first(mark.second) === first(spec.icon)) return "twice";
  if ((drawingHeld(engine, spec) ?? 1) < HELD_ENOUGH) return "not held";
  const print = engine.markFingerprint(spec);
  const asDrawn = engine.markFingerprint({ ...spec, mark: null, layout: "icon-above", container: "none" });
  if (print && asDrawn && markSimilarity(print, asDrawn) >= MARK_SIMILARITY_LIMIT) return "stock";
  return null;
}

const engine = await nodeEngine();
const path = "app/catalogue/catalogue.json";
const entries = JSON.parse(readFileSync(path, "utf8")) as any[];
const prints: string[] = [];
const ideas = new Set<string>();
const keys = new Set<string>();
const report: string[] = [];

/** The mark's words as the description said them before. */
function oldPhrase(spec: LogoSpec): string {
  const mark = spec.mark!;
  if (mark.kind !== "emblem") return describeMark(spec);
  const what = withArticle(drawingLabel(spec.icon!));
  const shape = shapeWord(mark.shape);
  const drawn = mark.treatment === "cutout" ? `${what} cut out of ${withArticle(shape)}` : mark.treatment === "ring" ? `${what} inside an open ${shape} ring` : `${what} woven through the letter ${mark.letter ?? ""}`;
  if (mark.second) return `${drawn}, with ${withArticle(drawingLabel(mark.second))}`;
  return mark.letter && mark.treatment !== "letter" ? `${drawn}, with the initial ${mark.letter}` : drawn;
}
const drawings = (spec: LogoSpec) => [spec.icon?.name, spec.mark?.kind === "emblem" ? spec.mark.second?.name : null].filter(Boolean).sort().join("+");
const joinedOnRim = (spec: LogoSpec) => spec.mark?.kind === "emblem" && spec.mark.treatment !== "letter" && !!(spec.mark.second || spec.mark.letter);
function nounMissed(entry: any, spec: LogoSpec): boolean {
  if (entry.category === "Letters" || entry.category === "Abstract" || spec.mark?.kind !== "emblem") return false;
  const noun = nameNoun(spec.brand, spec.mark.second, toneOfStyles(spec.styles));
  return noun !== null && (spec.icon?.name !== noun.icon.name || spec.icon.set !== noun.icon.set);
}
/** A cartoon creature in a bold logo (planner/tone.ts). */
const toneMissed = gentleInStrongLogo;
/** The same mark with its cartoon creature drawn in the logo's tone (another drawing of it, or its paw print), where there is one. */
function inTone(spec: LogoSpec): LogoSpec | null {
  const tone = toneOfStyles(spec.styles);
  const second = spec.mark?.kind === "emblem" ? spec.mark.second : null;
  const swap = (icon: LogoSpec["icon"]) => (icon && drawingTone(icon) === "gentle" ? drawingInTone(icon, tone) : icon);
  const [icon, other] = [swap(spec.icon), swap(second)];
  if (!icon || (second && !other)) return null;
  return logoSpec.parse({ ...spec, icon, ...(spec.mark?.kind === "emblem" ? { mark: { ...spec.mark, second: other } } : {}) });
}
/**
 * A listing that asked for its creature ('a wolf mascot for a fitness club') where no drawing
 * of it in a bold tone is its own (paw prints are taken): the cartoon creature stays, and the
 * listing is called what it is, playful, not bold.
 */
function playful(entry: any, spec: LogoSpec): LogoSpec {
  entry.tags = [...new Set(entry.tags.map((tag: string) => (tag === "bold" ? "playful" : tag)))];
  return logoSpec.parse({ ...spec, styles: [...new Set(spec.styles.map((style) => (style === "Bold" ? "Playful" : style)))] });
}
const needsRedraw = (entry: any, spec: LogoSpec) => joinedOnRim(spec) || nounMissed(entry, spec) || toneMissed(spec);
const claim = (spec: LogoSpec, print: string | null) => {
  if (print) prints.push(print);
  const idea = markIdea(spec as any);
  if (idea) ideas.add(idea);
  keys.add(designKey(spec));
};
function clean(candidate: LogoSpec): { print: string | null } | null {
  const design = engine.design(candidate);
  if (design.adjustments.length > 0 || design.smallestCap < 16) return null;
  if (markProblem(candidate) || toneMissed(candidate)) return null;
  const print = engine.markFingerprint(candidate);
  if (print && tooLike(print, prints)) return null;
  if (ideas.has(markIdea(candidate as any) ?? "")) return null;
  if (keys.has(designKey(candidate))) return null;
  return { print };
}

function redrawEntry(entry: any) {
  const before = logoSpec.parse(entry.spec);
  const mark = before.mark;
  let spec = before;
  // The initial on the rim goes; a second drawing joins inside the shape, cut out beside the first.
  if (mark?.kind === "emblem" && mark.letter && mark.treatment !== "letter") spec = logoSpec.parse({ ...before, mark: { ...mark, letter: null } });
  // A cartoon creature in a bold logo: the same thing in the logo's tone, in the same mark, or the listing called playful.
  if (toneMissed(spec)) {
    const toned = inTone(spec);
    spec = toned && !nounMissed(entry, toned) && clean(toned) ? toned : playful(entry, spec);
  }
  let ok = nounMissed(entry, spec) ? null : clean(spec);
  if (!ok) {
    const candidates: LogoSpec[] = [];
    // A name whose noun is read anew is planned again (its noun); otherwise its drawing stays.
    const keep = !nounMissed(entry, spec);
    for (let v = 0; v < 64; v++) candidates.push(logoSpec.parse(redrawMark(spec, v, { keepLayout: true, keepDrawing: keep }).spec));
    const initial = entry.name[0];
    const noun = spec.mark?.kind === "emblem" ? nameNoun(spec.brand, spec.mark.second, toneOfStyles(spec.styles)) : null;
    const drawing = keep ? spec.icon : (noun?.icon ?? null);
    if (drawing)
      for (const treatment of ["cutout", "ring", "letter"] as const)
        for (const shape of ["circle", "square", "squircle", "hexagon", "diamond", "arch", "shield"] as const)
          for (const tilt of [0, 12, -12, 24, -24]) candidates.push(logoSpec.parse({ ...spec, icon: drawing, mark: { kind: "emblem", treatment, shape, second: null, letter: treatment === "letter" ? initial : null, at: 0.375, tilt } }));
    if (entry.id > 32) {
      // Last, for a listing of the agent's own: another drawing, the initials, an abstract figure.
      for (let v = 0; v < 64; v++) candidates.push(logoSpec.parse(redrawMark(spec, 64 + v, { keepLayout: true }).spec));
      const letters = entry.name.split(/\s+/).slice(0, 2).map((word: string) => word[0]).join("");
      for (const treatment of ["cut", "stencil", "overlap", "interlock", "negative", "enclosure"] as const)
        for (const shape of ["circle", "hexagon", "squircle", "diamond", "shield", "arch"] as const)
          for (const layout of [spec.layout, "icon-above", "icon-left"] as const)
            for (const palette of [spec.palette, { ...spec.palette, primary: spec.palette.accent, accent: spec.palette.primary }])
              candidates.push(logoSpec.parse({ ...spec, layout, palette, icon: null, mark: { kind: "lettermark", letters, treatment, shape, angle: treatment === "cut" ? -25 : 0 } }));
      for (const family of ["radial", "grid", "arcs", "folds", "stripes"] as const)
        for (let k = 0; k < 6; k++) candidates.push(logoSpec.parse({ ...spec, icon: null, mark: { kind: "geometric", family, count: 3 + k, turn: k / 6, pattern: (entry.id * 7919 + k * 104729) & 0xffffff, weight: 0.5, shape: "circle" } }));
    }
    const wanted = (c: LogoSpec) => !nounMissed(entry, c) && ((entry.id > 32 && entry.category !== "Mythology") || !keep ? true : drawings(c) === drawings(before) || drawings(c) === (before.icon?.name ?? ""));
    for (const candidate of candidates.filter(wanted)) {
      const found = clean(candidate);
      if (found) {
        spec = candidate;
        ok = found;
        break;
      }
    }
  }
  if (!ok) {
    report.push(`NO CLEAN MARK: ${entry.name}`);
    ok = { print: engine.markFingerprint(spec) };
  }
  claim(spec, ok.print);
  entry.markFingerprint = ok.print;
  if (JSON.stringify(spec) === JSON.stringify(before)) return;
  let was = oldPhrase(before);
  const now = describeMark(spec);
  if (!entry.description.toLowerCase().includes(was.toLowerCase())) was = was.split(", with ")[0]!;
  const at = entry.description.toLowerCase().indexOf(was.toLowerCase());
  if (entry.id > 32) {
    if (at < 0) report.push(`phrase? ${entry.name}: ${was} | ${entry.description}`);
    else entry.description = entry.description.slice(0, at) + (at === 0 ? now[0]!.toUpperCase() + now.slice(1) : now) + entry.description.slice(at + was.length);
  }
  const drawn = (s: LogoSpec) => [s.icon, s.mark?.kind === "emblem" ? s.mark.second : null].flatMap((icon) => (icon ? iconWords(icon) : []));
  const kept = new Set(drawn(spec));
  const gone = new Set(drawn(before).filter((word) => !kept.has(word)));
  entry.tags = [...entry.tags.filter((tag: string) => !gone.has(tag)), ...[...kept].filter((word) => word.length > 2 && !entry.tags.includes(word) && !drawn(before).includes(word))].slice(0, 12);
  entry.spec = spec;
  report.push(`${entry.id} ${entry.name}: ${was} -> ${now}`);
}

// The spec's 32 first, then the marks that stay claim theirs, then the rest are drawn again.
for (const entry of entries.filter((e) => e.id <= 32)) redrawEntry(entry);
const again: any[] = [];
for (const entry of entries.filter((e) => e.id > 32)) {
  const spec = logoSpec.parse(entry.spec);
  if (needsRedraw(entry, spec) || !clean(spec)) again.push(entry);
  else claim(spec, entry.markFingerprint);
}
for (const entry of again) redrawEntry(entry);
console.log(report.join("\n"));
console.log("problems:", catalogueProblems(entries));
writeFileSync(path, `${JSON.stringify(entries, null, 1)}\n`);
