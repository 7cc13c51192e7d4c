/**
 * The agent's answer in the visitor's language, said from the final design alone: the name,
 * the mark as drawn, the style, layout and typeface, the colours as drawn (design/ink.ts)
 * and the contrast; for a change, what differs between the design before and after. Nothing
 * is said from the request, so nothing said can be what was asked but not drawn.
 *
 * Colours are named by family (dark blue, cream), a vocabulary every language here has
 * without grammar; the sentences avoid agreement by naming colours as nouns.
 */
import type { Style } from "#protocol/taxonomy.ts";
import { drawnColours, drawnContrast, letteringInFilledFrame } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { initials } from "#agent/design/marks.ts";
import { toOklch } from "#agent/planner/colour-space.ts";
import { formatRatio } from "#agent/planner/narration.ts";
import { REPLIES_CHANGING_NOTHING } from "#agent/planner/refine/replies.ts";
import type { ReplyKind } from "#agent/planner/types.ts";
import type { OtherLanguage } from "./language.ts";
import { germanNominative, sayThing } from "./subjects.ts";
import { CHANGE_SENTENCES } from "#agent/planner/languages/speak/change-sentences.ts";
import { colourFamily, sayColour } from "#agent/planner/languages/speak/colours.ts";
import { STYLE_WORDS, label, sayLayout, sayMark, sayTypeface } from "#agent/planner/languages/speak/design-words.ts";
import { REPLY_SENTENCES } from "#agent/planner/languages/speak/reply-sentences.ts";

function list(items: readonly string[], language: OtherLanguage): string {
  const and = { de: "und", es: "y", fr: "et", it: "e", pt: "e" }[language];
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The ratio as the English narration floors it (narration.ts), with a decimal comma. */
const ratio = (value: number) => formatRatio(value).replace(".", ",");

const SENTENCES: Record<string, Record<OtherLanguage, string>> = { ...REPLY_SENTENCES, ...CHANGE_SENTENCES };

/** What the agent says in the visitor's language beside the design's own sentences. */
export const AGENT_WORDS: Record<"redrawnForSale" | "anotherIdea" | "preview" | "inkAdjusted", Record<OtherLanguage, string>> = {
  redrawnForSale: {
    de: "Meine erste Idee für das Zeichen kam einem Logo zu nahe, das schon jemandem gehört, darum habe ich ein anderes gezeichnet.",
    es: "Mi primera idea para el símbolo se parecía demasiado a un logo que ya tiene dueño, así que dibujé otro.",
    fr: "Ma première idée de symbole était trop proche d’un logo qui appartient déjà à quelqu’un, alors j’en ai dessiné un autre.",
    it: "La mia prima idea per il simbolo era troppo vicina a un logo che appartiene già a qualcuno, quindi ne ho disegnato un altro.",
    pt: "A minha primeira ideia para o símbolo ficou parecida demais com um logo que já tem dono, por isso desenhei outro.",
  },
  anotherIdea: { de: "Hier ist eine andere Idee.", es: "Aquí tienes otra idea.", fr: "Voici une autre idée.", it: "Ecco un’altra idea.", pt: "Aqui está outra ideia." },
  preview: {
    de: "Die Vorschau mit Wasserzeichen ist fertig. Das Markenpaket, das du kaufst (SVG-, PDF- und PNG-Dateien, Farbvarianten, Website-Icons, Social-Media-Bilder und ein Markenleitfaden), entsteht aus diesem Entwurf in dem Moment, in dem du das Logo kaufst.",
    es: "La vista previa con marca de agua está lista. El kit de marca que compras (archivos SVG, PDF y PNG, variantes de color, iconos web, imágenes para redes y una guía de marca) se crea a partir de este diseño en el momento de la compra.",
    fr: "L’aperçu filigrané est prêt. Le kit de marque que tu achètes (fichiers SVG, PDF et PNG, variantes de couleur, icônes web, images pour les réseaux et un guide de marque) est créé à partir de ce design au moment de l’achat.",
    it: "L’anteprima con filigrana è pronta. Il kit del marchio che acquisti (file SVG, PDF e PNG, varianti di colore, icone web, immagini social e una guida del marchio) viene creato da questo design al momento dell’acquisto.",
    pt: "A pré-visualização com marca d’água está pronta. O kit da marca que compras (ficheiros SVG, PDF e PNG, variantes de cor, ícones web, imagens para redes sociais e um guia da marca) é criado a partir deste design no momento da compra.",
  },
  inkAdjusted: {
    de: "Damit alles lesbar bleibt, habe ich eine Farbe leicht angepasst; die genannten Farben sind die gezeichneten.",
    es: "Para que todo se lea bien, ajusté un poco un color; los colores nombrados son los dibujados.",
    fr: "Pour que tout reste lisible, j’ai légèrement ajusté une couleur ; les couleurs nommées sont celles dessinées.",
    it: "Perché tutto resti leggibile, ho regolato leggermente un colore; i colori nominati sono quelli disegnati.",
    pt: "Para que tudo fique legível, ajustei ligeiramente uma cor; as cores referidas são as desenhadas.",
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

function stylesOf(spec: LogoSpec, language: OtherLanguage): string {
  return list(
    (spec.styles.length > 0 ? spec.styles : (["Modern"] as Style[])).map((style) => STYLE_WORDS[style][language]),
    language
  );
}

function groundOf(spec: LogoSpec, language: OtherLanguage): string {
  return spec.palette.background === "transparent"
    ? SENTENCES.clear![language]
    : fill(SENTENCES.ground![language], {
        colour: sayColour(spec.palette.background, language),
      });
}

function coloursSentence(spec: LogoSpec, language: OtherLanguage): string {
  const drawn = drawnColours(spec);
  const values = {
    text: sayColour(drawn.lettering, language),
    ground: groundOf(spec, language),
    mark: drawn.mark ? sayColour(drawn.mark, language) : "",
    frame: drawn.frame ? sayColour(drawn.frame, language) : "",
  };
  // A frame is often the logo's largest colour (a badge's disc): it is named first.
  const key = `${drawn.mark ? "colours" : "textOnly"}${drawn.frame ? "Framed" : ""}`;
  return fill(SENTENCES[key]![language], values);
}

function contrastSentence(spec: LogoSpec, language: OtherLanguage): string {
  const said = ratio(drawnContrast(spec, "lettering")!);
  return fill(SENTENCES[said === "4,5:1" ? "contrastJust" : "contrast"]![language], {
    ratio: said,
    on: spec.palette.background === "transparent" && !letteringInFilledFrame(spec) ? SENTENCES.onWhite![language] : "",
  });
}

/** A new logo's answer: one sentence per decision, each read from the design. */
export function sayNewLogo(spec: LogoSpec, language: OtherLanguage, nameGiven: boolean, unlettered?: string): string[] {
  const said = [
    unlettered
      ? fill(SENTENCES.unlettered![language], { name: unlettered, brand: spec.brand })
      : fill(SENTENCES[nameGiven ? "named" : "unnamed"]![language], {
          brand: spec.brand,
        }),
  ];
  if (spec.tagline) said.push(fill(SENTENCES.tagline![language], { tagline: spec.tagline }));
  said.push(sayMark(spec, language));
  said.push(
    fill(SENTENCES.style![language], {
      styles: stylesOf(spec, language),
      layout: sayLayout(spec, language),
      face: sayTypeface(spec, language),
    })
  );
  said.push(coloursSentence(spec, language));
  said.push(contrastSentence(spec, language));
  return said;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A change's answer: what differs between the design before and after, nothing else.
 * `understood`: the request was read (an answer such as 'it is already centred'), so an
 * unchanged design is no failure. `replies`: what the request was answered in words alone
 * ('undo', 'add a shadow'), said as the English answer says it.
 */
export function sayChanges(parent: LogoSpec, spec: LogoSpec, language: OtherLanguage, understood = false, replies: readonly ReplyKind[] = []): string[] {
  const said: string[] = [];
  const say = (key: string, values: Record<string, string> = {}) => said.push(fill(SENTENCES[key]![language], values));
  if (parent.brand !== spec.brand) say("newName", { brand: spec.brand });
  if (parent.tagline !== spec.tagline)
    say(spec.tagline ? "newTagline" : "noTagline", {
      tagline: spec.tagline ?? "",
    });
  if (!same(parent.icon, spec.icon) || !same(parent.mark, spec.mark)) {
    if (spec.layout === parent.layout || (spec.layout !== "wordmark" && spec.layout !== "monogram")) say("newMark", { mark: lowerFirstWord(sayMark(spec, language)) });
  }
  if (parent.layout !== spec.layout || parent.container !== spec.container) say("newLayout", { layout: sayLayout(spec, language) });
  if (parent.typeface.id !== spec.typeface.id) say("newFace", { face: sayTypeface(spec, language) });
  // A weight asked for may come with another face (the first has none heavier): the weight is said too.
  const weightMoved = Math.abs(parent.typeface.weight - spec.typeface.weight) >= (parent.typeface.id === spec.typeface.id ? 1 : 200);
  if (weightMoved) say(spec.typeface.weight > parent.typeface.weight ? "heavierFace" : "lighterFace", { weight: String(spec.typeface.weight) });
  if (parent.typeface.italic !== spec.typeface.italic) say(spec.typeface.italic ? "italic" : "upright");
  const before = drawnColours(parent);
  const after = drawnColours(spec);
  const changed = (a: string | null, b: string | null) => a !== null && b !== null && colourFamily(a) !== colourFamily(b);
  if (changed(before.lettering, after.lettering)) say("newTextColour", { colour: sayColour(after.lettering, language) });
  if (changed(before.mark, after.mark)) say("newMarkColour", { colour: sayColour(after.mark!, language) });
  if (changed(before.frame, after.frame)) say("newFrameColour", { colour: sayColour(after.frame!, language) });
  if (
    parent.palette.background !== spec.palette.background &&
    (parent.palette.background === "transparent" || spec.palette.background === "transparent" || changed(parent.palette.background, spec.palette.background))
  ) {
    say("newGround", {
      ground:
        spec.palette.background === "transparent"
          ? SENTENCES.clearGround![language]
          : fill(SENTENCES.groundWord![language], {
              colour: sayColour(spec.palette.background, language),
            }),
    });
  }
  // Lettering or a mark made darker or lighter within the words that name it ('khaki' to 'brass', both 'Goldgelb'): said as such.
  for (const part of ["lettering", "mark"] as const) {
    const [was, now] = [before[part], after[part]];
    if (!was || !now || changed(was, now)) continue;
    const moved = toOklch(now).l - toOklch(was).l;
    if (Math.abs(moved) >= 0.04) say(`${part}${moved < 0 ? "Darker" : "Lighter"}`);
  }
  // Colours made quieter in their own hues ('soft colours'): softer, said as such.
  const chroma = (drawn: typeof before) => [drawn.mark, drawn.lettering].filter((hex): hex is string => !!hex && hex !== "transparent").reduce((sum, hex) => sum + toOklch(hex).c, 0);
  if (said.length === 0 && chroma(after) < chroma(before) - 0.03) say("softer");
  // Colours moved within their family ('more contrast') are no new colour, but the change shows.
  if (said.length === 0 && standsOutMore(parent, spec)) say("strongerContrast");
  // Colours moved within the words that name them ('cooler colours': emerald to teal, both 'Petrol'): still a change, said as one.
  const recoloured = (["lettering", "mark", "frame", "canvas"] as const).some((part) => before[part] !== after[part]);
  if (said.length === 0 && recoloured) say("shades");
  if (spec.iconScale > parent.iconScale + 0.01) say("bigger");
  if (spec.iconScale < parent.iconScale - 0.01) say("smaller");
  const stroke = (value: LogoSpec) => STROKE_ORDER.indexOf(value.iconStyle);
  if (parent.iconStyle !== spec.iconStyle && stroke(spec) >= 0 && stroke(parent) >= 0) say(stroke(spec) > stroke(parent) ? "thicker" : "thinner");
  if (parent.textCase !== spec.textCase) say(spec.textCase === "upper" ? "upper" : spec.textCase === "lower" ? "lower" : "asTyped");
  if (spec.letterSpacing > parent.letterSpacing + 0.02) say("wider");
  if (spec.letterSpacing < parent.letterSpacing - 0.02) say("tighter");
  if (!same(parent.styles, spec.styles)) say("newStyle", { styles: stylesOf(spec, language) });
  const anyChange = said.length > 0;
  for (const kind of new Set(replies)) say(`reply:${kind}`);
  if (anyChange) said.push(contrastSentence(spec, language));
  else if (replies.some((kind) => REPLIES_CHANGING_NOTHING.has(kind))) say("asItWas");
  else if (replies.length === 0) say(understood ? "alreadySo" : "nothing");
  return said;
}

/** Whether the lettering or the mark reads more strongly on what it sits on than before. */
function standsOutMore(parent: LogoSpec, spec: LogoSpec): boolean {
  const ratio = (design: LogoSpec, part: "lettering" | "mark") => drawnContrast(design, part) ?? 0;
  return (["lettering", "mark"] as const).some((part) => ratio(spec, part) > ratio(parent, part) * 1.1);
}

/** Outline is the thinnest stroke, then bold; a filled mark has no line to thicken. */
const STROKE_ORDER: readonly LogoSpec["iconStyle"][] = ["outline", "bold"];

function lowerFirstWord(sentence: string): string {
  // 'Das Zeichen …' -> 'das Zeichen …'; 'O símbolo …' -> 'o símbolo …' (a one-letter article); 'SVG' stays.
  return sentence.replace(/\.$/, "").replace(/^(\p{Lu})(?=\p{Ll}|\s)/u, (first: string) => first.toLowerCase());
}

const MARK_PHRASES: Record<"wordmark" | "letters" | "figure", Record<OtherLanguage, string>> = {
  wordmark: {
    de: "nur der Name",
    es: "solo el nombre",
    fr: "le nom seul",
    it: "solo il nome",
    pt: "só o nome",
  },
  letters: {
    de: "die Initialen {letters}",
    es: "las iniciales {letters}",
    fr: "les initiales {letters}",
    it: "le iniziali {letters}",
    pt: "as iniciais {letters}",
  },
  figure: {
    de: "eine abstrakte Figur",
    es: "una figura abstracta",
    fr: "une figure abstraite",
    it: "una figura astratta",
    pt: "uma figura abstrata",
  },
};

/** What the mark shows as a noun phrase ('eine Weizenähre', 'die Initialen MB'). */
function markPhrase(spec: LogoSpec, language: OtherLanguage): string {
  if (spec.layout === "wordmark" || (!spec.icon && !spec.mark && spec.layout !== "monogram")) return MARK_PHRASES.wordmark[language];
  if (spec.layout === "monogram" || spec.mark?.kind === "lettermark")
    return fill(MARK_PHRASES.letters[language], {
      letters: spec.mark?.kind === "lettermark" ? spec.mark.letters : initials(spec.brand),
    });
  if (spec.mark?.kind === "geometric" || !spec.icon) return MARK_PHRASES.figure[language];
  return sayThing(label(spec.icon.name), language) ?? label(spec.icon.name);
}

/** The logo's description for its metadata, in the visitor's language: one sentence. */
export function describeIn(spec: LogoSpec, language: OtherLanguage): string {
  const drawn = drawnColours(spec);
  const colours = [drawn.frame, drawn.mark, drawn.lettering].filter((colour): colour is string => colour !== null).map((colour) => sayColour(colour, language));
  const ground = spec.palette.background === "transparent" ? SENTENCES.clearGround![language] : sayColour(spec.palette.background, language);
  return fill(SENTENCES.describe![language], {
    brand: spec.brand,
    styles: stylesOf(spec, language),
    layout: sayLayout(spec, language),
    mark: language === "de" ? germanNominative(markPhrase(spec, language)) : markPhrase(spec, language),
    colours: `${list([...new Set(colours)], language)} / ${ground}`,
    face: sayTypeface(spec, language),
  });
}
