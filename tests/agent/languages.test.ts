/**
 * The agent understands customers in the six languages we serve, reads phrases whole, does
 * what a change says, and says only what the final design shows (issue 32).
 *
 * The narration-truth check reads the answer with the vocabulary the answers use and holds
 * every word it finds against the design: a style named must be one of the design's, a colour
 * family named must be one of the drawn colours', a typeface named must be the design's, a
 * layout named must be the one drawn, a name quoted must be the design's.
 */
import { describe, expect, it } from "vitest";
import catalogue from "#app/catalogue/catalogue.json";
import { drawnColours, drawnContrast } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import { asksForNewLogo, refinementMessage } from "#protocol/refinement.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { toOklch } from "#agent/planner/colour-space.ts";
import { drawingLabel, readableLabel } from "#agent/planner/icon-labels.ts";
import type { OtherLanguage } from "#agent/planner/languages/language.ts";
import { describeIn, sayChanges, sayNewLogo } from "#agent/planner/languages/speak.ts";
import { colourFamily, colourWordsIn, sayColour } from "#agent/planner/languages/speak/colours.ts";
import { LAYOUT_WORDS, STYLE_WORDS } from "#agent/planner/languages/speak/design-words.ts";
import { germanNominative, sayThing } from "#agent/planner/languages/subjects.ts";
import { describeLayout } from "#agent/planner/narration.ts";
import { detectLanguage } from "#agent/planner/languages/to-english.ts";
import type { Plan, ReplyKind } from "#agent/planner/types.ts";
import { BADGE_PARENT, COFFEE_PARENT, looksLike, WORDMARK_PARENT } from "./planner-fixtures.ts";

const planner = createDeterministicPlanner();

async function design(prompt: string, seed = 7): Promise<Plan> {
  return planner.plan({ prompt, history: [], parent: null, references: [], seed });
}

async function change(parent: LogoSpec, prompt: string, seed = 11): Promise<Plan> {
  return planner.plan({ prompt, history: [], parent, references: [], seed });
}

const drawings = (spec: LogoSpec) => [spec.icon?.name, spec.mark?.kind === "emblem" ? spec.mark.second?.name : undefined].filter(Boolean);

/** Words only the answer in that language uses: the answer is in the visitor's language. */
const ANSWER_WORDS: Record<OtherLanguage, RegExp> = {
  de: /\b(?:Zeichen|Farben|Schrift|Stil)\b/,
  es: /\b(?:símbolo|colores|estilo|texto)\b/,
  fr: /\b(?:symbole|couleurs|style|texte)\b/,
  it: /\b(?:simbolo|colori|stile|testo)\b/,
  pt: /\b(?:símbolo|cores|estilo|texto)\b/,
};

interface NewLogoCase {
  language: OtherLanguage;
  prompt: string;
  brand: string;
  /** A drawing the mark must hold (by its bundled name). */
  drawing?: string | RegExp;
  styles?: LogoSpec["styles"];
  tagline?: string;
  textCase?: LogoSpec["textCase"];
  layout?: LogoSpec["layout"];
  /** A colour family one of the drawn colours must have. */
  colour?: string;
}

const NEW_LOGOS: NewLogoCase[] = [
  {
    language: "de",
    prompt: "Ein Logo für eine Bäckerei namens Müllers Brotstübchen, warm und traditionell, mit einer Weizenähre",
    brand: "Müllers Brotstübchen",
    drawing: "grains",
    styles: ["Classic"],
  },
  { language: "es", prompt: "Un logo para una floristería llamada Jardín de Lucía, elegante y femenino, con una rosa", brand: "Jardín de Lucía", drawing: "rose", styles: ["Elegant"] },
  { language: "fr", prompt: "Un logo moderne et minimaliste pour une boulangerie appelée Le Fournil d'Or", brand: "Le Fournil d'Or", styles: ["Modern", "Minimalistic"] },
  { language: "it", prompt: "Un logo per una pasticceria chiamata Dolce Vita, con una spiga di grano, stile vintage", brand: "Dolce Vita", drawing: "grains", styles: ["Vintage"] },
  { language: "pt", prompt: 'Um logo para uma padaria chamada Pão de Ouro, com o slogan "Feito à mão", rústico', brand: "Pão de Ouro", tagline: "Feito à mão", styles: ["Vintage"] },
  {
    language: "de",
    prompt: "Logo für ein Café namens Bohnenglück mit einer Kaffeebohne, modern, in Großbuchstaben",
    brand: "Bohnenglück",
    drawing: "coffee-bean",
    styles: ["Modern"],
    textCase: "upper",
  },
  {
    language: "es",
    prompt: "Logo para un bufete de abogados llamado Vega y Asociados, profesional y clásico, azul marino",
    brand: "Vega y Asociados",
    styles: ["Professional", "Classic"],
    colour: "blue",
  },
  { language: "fr", prompt: "Logo pour un fleuriste appelé Les Jardins de Margaux avec une tulipe, élégant", brand: "Les Jardins de Margaux", drawing: "tulip", styles: ["Elegant"] },
  { language: "it", prompt: "Logo per una pizzeria chiamata Da Mario, divertente, rosso e bianco", brand: "Da Mario", styles: ["Playful"], colour: "red" },
  { language: "pt", prompt: "Logo para uma clínica veterinária chamada Patas Felizes com uma pata, divertido e moderno", brand: "Patas Felizes", drawing: /paw-print/, styles: ["Playful", "Modern"] },
  { language: "de", prompt: "Ein Monogramm für eine Anwaltskanzlei namens Weber & Partner, klassisch", brand: "Weber & Partner", layout: "monogram", styles: ["Classic"] },
  { language: "es", prompt: "Un logo solo texto para una tienda de ropa llamada Luna Nueva, minimalista", brand: "Luna Nueva", layout: "wordmark", styles: ["Minimalistic"] },
  { language: "fr", prompt: "Un logo pour une agence de voyage appelée Envol avec un avion en papier, moderne, bleu", brand: "Envol", drawing: "paper-plane", styles: ["Modern"], colour: "blue" },
  { language: "it", prompt: "Un logo per uno studio legale chiamato Rossi con un ramoscello d'ulivo, professionale", brand: "Rossi", drawing: "olive", styles: ["Professional"] },
  { language: "pt", prompt: "Um logo para uma loja de surf chamada Onda Azul com uma onda, verde", brand: "Onda Azul", drawing: /wave/, colour: "green" },
];

describe("new logos in every language we serve", () => {
  it.each(NEW_LOGOS)("$language: $prompt", async (test) => {
    const plan = await design(test.prompt);
    const spec = plan.spec;
    expect(spec.brand).toBe(test.brand);
    if (typeof test.drawing === "string") expect(drawings(spec)).toContain(test.drawing);
    else if (test.drawing) expect(drawings(spec).join(" ")).toMatch(test.drawing);
    for (const style of test.styles ?? []) expect(spec.styles).toContain(style);
    if (test.tagline) expect(spec.tagline).toBe(test.tagline);
    if (test.textCase) expect(spec.textCase).toBe(test.textCase);
    if (test.layout) expect(spec.layout).toBe(test.layout);
    if (test.colour) {
      const drawn = drawnColours(spec);
      const families = [drawn.mark, drawn.lettering, drawn.frame, spec.palette.background].filter((colour): colour is string => !!colour && colour !== "transparent").map(colourFamily);
      expect(families.some((family) => family.includes(test.colour!))).toBe(true);
    }
    const said = plan.narration.join(" ");
    expect(said).toMatch(ANSWER_WORDS[test.language]);
    expect(said).not.toMatch(/\b(?:You didn't|I went for|For the mark I)\b/);
    expect(plan.metadata.description).toContain(spec.brand);
    expect(plan.metadata.description).toMatch(ANSWER_WORDS[test.language].source.includes("Zeichen") ? /Logo für/ : /\bLogo\b|\blogo\b/i);
  });

  it("asks for a shorter name in the visitor's language, and draws nothing cut", async () => {
    const name = "Müllers Traditionsreiche Brotstübchen Und Feinbäckerei Am Alten Marktplatz";
    expect(name.length).toBeGreaterThan(60);
    const ask = (prompt: string) => planner.plan({ prompt, history: [], parent: null, references: [], seed: 7 });
    await expect(ask(`Ein Logo für eine Bäckerei namens ${name}`)).rejects.toThrow(/Welche kürzere Form des Namens soll ich verwenden\?/);
    await expect(ask(`Un logo para una panadería llamada ${name}`)).rejects.toThrow(/¿Qué forma más corta del nombre uso\?/);
  });

  it("tells the languages apart and leaves English and bare names alone", () => {
    expect(detectLanguage("mach die Schrift rot")).toBe("de");
    expect(detectLanguage("cambia el color del texto a verde")).toBe("es");
    expect(detectLanguage("mets le texte en bleu")).toBe("fr");
    expect(detectLanguage("rendi il testo più grande")).toBe("it");
    expect(detectLanguage("deixe o texto azul")).toBe("pt");
    // A question's 'do' is English ('what fonts do you have?' was read as Portuguese).
    for (const english of ["dark mode", "make it modern and elegant", "a logo for Café Roma", "Bean There, a coffee truck", "a bakery called Pan y Sol", "what fonts do you have?", "what do you think"])
      expect(detectLanguage(english), english).toBe("en");
    expect(detectLanguage("Müller")).toBeNull();
  });

  it("gives a tie to the conversation's language: 'un tigre' in French is French, in Spanish Spanish", () => {
    expect(detectLanguage("un tigre", "fr")).toBe("fr");
    expect(detectLanguage("un tigre", "es")).toBe("es");
    expect(detectLanguage("un tigre", "it")).toBe("it");
    // A word English writes the same ('triangular') ties with the Spanish words around it.
    expect(detectLanguage("logo triangular en azul", "es")).toBe("es");
    expect(detectLanguage("make it modern and elegant", "de")).toBe("en");
  });

  it("puts German articles in the case the sentence needs: 'mit einem Blatt', 'Motiv: ein Hund'", async () => {
    const parent = (await design("Ein Logo für ein Café namens Gipfel mit einer Kaffeebohne", 3)).spec;
    const joined = await change(parent, "füge ein Blatt hinzu");
    expect(joined.narration.join(" ")).toMatch(/mit einem Blatt/);
    expect(joined.narration.join(" ")).not.toMatch(/mit (?:einen|eine|ein) /);
    const dog = await design("Ein Logo für eine Hundeschule namens Pfote mit einem Hund", 3);
    expect(dog.metadata.description).toMatch(/Motiv: ein Hund;/);
    // A masculine noun declined weak drops its ending in the nominative, and only such a noun.
    expect(["einen Affen", "einen Bären", "einen Außerirdischen", "einen Tennisball", "einen Läufer", "einen Mond mit Sternen"].map(germanNominative)).toEqual([
      "ein Affe",
      "ein Bär",
      "ein Außerirdischer",
      "ein Tennisball",
      "ein Läufer",
      "ein Mond mit Sternen",
    ]);
  });
});

interface ChangeCase {
  language: OtherLanguage;
  prompt: string;
  check: (spec: LogoSpec, parent: LogoSpec) => void;
}

const textFamily = (spec: LogoSpec) => colourFamily(drawnColours(spec).lettering);
/** How many colours the logo is drawn in, its ground included. */
const drawnInks = (spec: LogoSpec) => {
  const drawn = drawnColours(spec);
  return new Set([drawn.canvas, drawn.lettering, drawn.mark, drawn.frame].filter(Boolean)).size;
};
const chroma = (spec: LogoSpec) => toOklch(spec.palette.primary).c;
const moreVivid = (spec: LogoSpec, parent: LogoSpec) => expect(chroma(spec)).toBeGreaterThan(chroma(parent));
const lessVivid = (spec: LogoSpec, parent: LogoSpec) => expect(chroma(spec)).toBeLessThan(chroma(parent));
const bolderFace = (spec: LogoSpec, parent: LogoSpec) => expect(spec.typeface.id !== parent.typeface.id || spec.typeface.weight > parent.typeface.weight).toBe(true);

const CHANGES: ChangeCase[] = [
  { language: "de", prompt: "mach die Schrift rot", check: (s) => expect(textFamily(s)).toMatch(/red/) },
  { language: "de", prompt: "noch einmal", check: (s, p) => expect([s.mark, s.icon, s.layout]).not.toEqual([p.mark, p.icon, p.layout]) },
  { language: "es", prompt: "otras ideas", check: (s, p) => expect([s.mark, s.icon, s.layout]).not.toEqual([p.mark, p.icon, p.layout]) },
  { language: "es", prompt: "no me gusta el símbolo", check: (s, p) => expect([s.icon, s.layout]).not.toEqual([p.icon, p.layout]) },
  { language: "de", prompt: "fettere Schrift", check: bolderFace },
  { language: "fr", prompt: "police plus grasse", check: bolderFace },
  { language: "it", prompt: "più grassetto", check: bolderFace },
  { language: "pt", prompt: "mais negrito", check: bolderFace },
  { language: "de", prompt: "weniger Abstand", check: (s, p) => expect(s.letterSpacing).toBeLessThan(p.letterSpacing) },
  { language: "de", prompt: "nur Text", check: (s) => expect(s.layout).toBe("wordmark") },
  { language: "es", prompt: "menos espacio", check: (s, p) => expect(s.letterSpacing).toBeLessThan(p.letterSpacing) },
  { language: "pt", prompt: "menos espaço", check: (s, p) => expect(s.letterSpacing).toBeLessThan(p.letterSpacing) },
  { language: "fr", prompt: "avec un cercle", check: (s) => expect(s.container).toBe("circle") },
  { language: "it", prompt: "di nuovo", check: (s, p) => expect([s.mark, s.icon, s.layout]).not.toEqual([p.mark, p.icon, p.layout]) },
  { language: "es", prompt: "más grande", check: (s, p) => expect(s.iconScale).toBeGreaterThan(p.iconScale) },
  { language: "de", prompt: "mit einem Kreis", check: (s) => expect(s.container).toBe("circle") },
  { language: "de", prompt: "nur zwei Farben", check: (s) => expect(drawnInks(s)).toBe(2) },
  { language: "es", prompt: "solo dos colores", check: (s) => expect(drawnInks(s)).toBe(2) },
  { language: "fr", prompt: "seulement deux couleurs", check: (s) => expect(drawnInks(s)).toBe(2) },
  { language: "it", prompt: "solo due colori", check: (s) => expect(drawnInks(s)).toBe(2) },
  { language: "pt", prompt: "só duas cores", check: (s) => expect(drawnInks(s)).toBe(2) },
  { language: "de", prompt: "mach es runder", check: (s) => expect(TYPEFACES[s.typeface.id].traits).toContain("rounded") },
  { language: "es", prompt: "más redondo", check: (s) => expect(TYPEFACES[s.typeface.id].traits).toContain("rounded") },
  { language: "fr", prompt: "plus arrondi", check: (s) => expect(TYPEFACES[s.typeface.id].traits).toContain("rounded") },
  { language: "it", prompt: "più arrotondato", check: (s) => expect(TYPEFACES[s.typeface.id].traits).toContain("rounded") },
  { language: "pt", prompt: "mais arredondado", check: (s) => expect(TYPEFACES[s.typeface.id].traits).toContain("rounded") },
  { language: "es", prompt: "cambia el color del texto a verde", check: (s) => expect(textFamily(s)).toMatch(/green/) },
  { language: "fr", prompt: "mets le texte en bleu", check: (s) => expect(textFamily(s)).toMatch(/blue/) },
  { language: "it", prompt: "rendi il testo blu", check: (s) => expect(textFamily(s)).toMatch(/blue/) },
  { language: "it", prompt: "fallo blu", check: (s) => expect(colourFamily(drawnColours(s).mark!)).toMatch(/blue/) },
  { language: "pt", prompt: "mude a cor do texto para verde", check: (s) => expect(textFamily(s)).toMatch(/green/) },
  { language: "de", prompt: "mach das Symbol größer", check: (s, p) => expect(s.iconScale).toBeGreaterThan(p.iconScale) },
  { language: "es", prompt: "haz el símbolo más grande", check: (s, p) => expect(s.iconScale).toBeGreaterThan(p.iconScale) },
  { language: "fr", prompt: "mets le nom en majuscules", check: (s) => expect(s.textCase).toBe("upper") },
  { language: "it", prompt: "scrivi il nome in maiuscolo", check: (s) => expect(s.textCase).toBe("upper") },
  { language: "pt", prompt: "use uma fonte manuscrita", check: (s) => expect(TYPEFACES[s.typeface.id].traits.some((trait) => trait === "handwritten" || trait === "script")).toBe(true) },
  { language: "de", prompt: "füge ein Blatt hinzu", check: (s, p) => expect([s.icon?.name, s.mark?.kind === "emblem" ? s.mark.second?.name : null]).toEqual([p.icon?.name, "leaf"]) },
  { language: "es", prompt: "añade una hoja", check: (s, p) => expect(drawings(s)).toEqual([p.icon?.name, "leaf"]) },
  { language: "fr", prompt: "remplace l'icône par un croissant", check: (s) => expect(s.icon?.name).toBe("croissant") },
  { language: "it", prompt: "sostituisci l'icona con un croissant", check: (s) => expect(s.icon?.name).toBe("croissant") },
  { language: "pt", prompt: "deixe o fundo preto", check: (s) => expect(colourFamily(s.palette.background)).toMatch(/black|dark grey/) },
  { language: "de", prompt: "umbenennen in Sonnenbrot", check: (s) => expect(s.brand).toBe("Sonnenbrot") },
  { language: "de", prompt: "mehr Kontrast", check: (s, p) => expect(letteringContrast(s)).toBeGreaterThan(letteringContrast(p)) },
  { language: "es", prompt: "más contraste", check: (s, p) => expect(letteringContrast(s)).toBeGreaterThan(letteringContrast(p)) },
  { language: "fr", prompt: "rends-le plus lisible", check: (s, p) => expect(letteringContrast(s)).toBeGreaterThan(letteringContrast(p)) },
  { language: "it", prompt: "più contrasto", check: (s, p) => expect(letteringContrast(s)).toBeGreaterThan(letteringContrast(p)) },
  { language: "pt", prompt: "mais contraste", check: (s, p) => expect(letteringContrast(s)).toBeGreaterThan(letteringContrast(p)) },
  // The lettering's weight, slant, spacing and face, in each language (a bolder face may be another family: Bebas Neue at 400).
  { language: "de", prompt: "mach die Schrift fett", check: bolderFace },
  { language: "es", prompt: "pon el texto en negrita", check: bolderFace },
  { language: "fr", prompt: "mets le texte en gras", check: bolderFace },
  { language: "it", prompt: "metti il testo in grassetto", check: bolderFace },
  { language: "pt", prompt: "põe o texto em negrito", check: bolderFace },
  { language: "de", prompt: "mach es kursiv", check: (s) => expect(s.typeface.italic).toBe(true) },
  { language: "es", prompt: "pon el texto en cursiva", check: (s) => expect(s.typeface.italic).toBe(true) },
  { language: "fr", prompt: "mets le texte en italique", check: (s) => expect(s.typeface.italic).toBe(true) },
  { language: "it", prompt: "metti il testo in corsivo", check: (s) => expect(s.typeface.italic).toBe(true) },
  { language: "pt", prompt: "põe o texto em itálico", check: (s) => expect(s.typeface.italic).toBe(true) },
  { language: "de", prompt: "mehr Abstand zwischen den Buchstaben", check: (s, p) => expect(s.letterSpacing).toBeGreaterThan(p.letterSpacing) },
  { language: "es", prompt: "menos espacio entre las letras", check: (s, p) => expect(s.letterSpacing).toBeLessThan(p.letterSpacing) },
  { language: "fr", prompt: "plus d'espace entre les lettres", check: (s, p) => expect(s.letterSpacing).toBeGreaterThan(p.letterSpacing) },
  { language: "it", prompt: "meno spazio tra le lettere", check: (s, p) => expect(s.letterSpacing).toBeLessThan(p.letterSpacing) },
  { language: "pt", prompt: "mais espaço entre as letras", check: (s, p) => expect(s.letterSpacing).toBeGreaterThan(p.letterSpacing) },
  { language: "de", prompt: "nimm eine andere Schrift", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "es", prompt: "usa otra fuente", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "fr", prompt: "utilise une autre police", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "it", prompt: "usa un altro font", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "pt", prompt: "usa outra fonte", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "de", prompt: "mach die Schrift dünner", check: (s, p) => expect(s.typeface.weight).toBeLessThan(p.typeface.weight) },
  // German compounds and comparatives as written.
  { language: "de", prompt: "ändere die Schriftfarbe zu Blau", check: (s) => expect(textFamily(s)).toMatch(/blue/) },
  { language: "de", prompt: "ändere die Hintergrundfarbe zu Schwarz", check: (s) => expect(colourFamily(s.palette.background)).toMatch(/black|dark grey/) },
  { language: "de", prompt: "tausche die Kaffeebohne gegen ein Croissant", check: (s) => expect([drawings(s).includes("croissant"), drawings(s).includes("coffee-bean")]).toEqual([true, false]) },
  { language: "de", prompt: "ein kleineres Zeichen", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "fr", prompt: "fond transparent", check: (s) => expect(s.palette.background).toBe("transparent") },
  { language: "fr", prompt: "utilise une police avec empattements", check: (s) => expect(TYPEFACES[s.typeface.id].traits).toContain("serif") },
  // A part disliked, in each language's order ('das Symbol gefällt mir nicht', 'mir gefällt …
  // nicht', plural verbs, Portuguese 'do'/'da'): another of that part, not a question.
  { language: "de", prompt: "das Symbol gefällt mir nicht", check: (s, p) => expect([s.icon, s.mark]).not.toEqual([p.icon, p.mark]) },
  { language: "de", prompt: "mir gefällt die Schrift nicht", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "de", prompt: "die Farben gefallen mir nicht", check: (s, p) => expect(s.palette).not.toEqual(p.palette) },
  { language: "es", prompt: "no me gustan los colores", check: (s, p) => expect(s.palette).not.toEqual(p.palette) },
  { language: "es", prompt: "el símbolo no me gusta", check: (s, p) => expect([s.icon, s.mark]).not.toEqual([p.icon, p.mark]) },
  { language: "fr", prompt: "le symbole ne me plaît pas", check: (s, p) => expect([s.icon, s.mark]).not.toEqual([p.icon, p.mark]) },
  { language: "fr", prompt: "les couleurs ne me plaisent pas", check: (s, p) => expect(s.palette).not.toEqual(p.palette) },
  { language: "it", prompt: "non mi piacciono i colori", check: (s, p) => expect(s.palette).not.toEqual(p.palette) },
  { language: "it", prompt: "il simbolo non mi piace", check: (s, p) => expect([s.icon, s.mark]).not.toEqual([p.icon, p.mark]) },
  { language: "pt", prompt: "não gosto do símbolo", check: (s, p) => expect([s.icon, s.mark]).not.toEqual([p.icon, p.mark]) },
  { language: "pt", prompt: "não gosto da fonte", check: (s, p) => expect(s.typeface.id).not.toBe(p.typeface.id) },
  { language: "pt", prompt: "não gosto das cores", check: (s, p) => expect(s.palette).not.toEqual(p.palette) },
  // More colour, too much colour, the name's place.
  { language: "de", prompt: "mehr Farbe", check: moreVivid },
  { language: "es", prompt: "más color", check: moreVivid },
  { language: "fr", prompt: "plus de couleur", check: moreVivid },
  { language: "it", prompt: "più colore", check: moreVivid },
  { language: "pt", prompt: "mais cor", check: moreVivid },
  { language: "de", prompt: "zu bunt", check: lessVivid },
  { language: "es", prompt: "demasiado colorido", check: lessVivid },
  { language: "fr", prompt: "trop coloré", check: lessVivid },
  { language: "it", prompt: "troppo colorato", check: lessVivid },
  { language: "pt", prompt: "colorido demais", check: lessVivid },
  { language: "es", prompt: "el nombre abajo", check: (s) => expect(s.layout).toBe("icon-above") },
  { language: "fr", prompt: "le nom en bas", check: (s) => expect(s.layout).toBe("icon-above") },
  { language: "it", prompt: "il nome sotto", check: (s) => expect(s.layout).toBe("icon-above") },
  { language: "pt", prompt: "o nome embaixo", check: (s) => expect(s.layout).toBe("icon-above") },
  // A part's size said to be wrong.
  { language: "de", prompt: "das Symbol ist zu groß", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "de", prompt: "die Schrift ist zu klein", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "es", prompt: "el símbolo es demasiado grande", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "es", prompt: "la letra es demasiado pequeña", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "fr", prompt: "le symbole est trop petit", check: (s, p) => expect(s.iconScale).toBeGreaterThan(p.iconScale) },
  { language: "it", prompt: "il simbolo è troppo grande", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "pt", prompt: "o símbolo está grande demais", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
  { language: "pt", prompt: "o texto é muito pequeno", check: (s, p) => expect(s.iconScale).toBeLessThan(p.iconScale) },
];

/** The lettering's contrast as drawn (design/ink.ts). */
const letteringContrast = (spec: LogoSpec): number => drawnContrast(spec, "lettering")!;

describe("changes in every language we serve", () => {
  const parentPlan = design("a coffee shop called Summit Coffee with a coffee bean, modern");
  it.each(CHANGES)("$language: $prompt", async (test) => {
    const parent = (await parentPlan).spec;
    const plan = await change(parent, test.prompt);
    test.check(plan.spec, parent);
    expect(plan.narration.join(" ")).toMatch(ANSWER_WORDS[test.language]);
    expect(plan.narration.join(" ")).not.toMatch(/nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou/);
  });
});

describe("the frame, by its word in each language", () => {
  it.each([
    ["de", "entferne den Rahmen"],
    ["es", "quita el marco"],
    ["fr", "enlève le cadre"],
    ["it", "togli la cornice"],
    ["pt", "tira a moldura"],
  ] as const)("%s: %s", async (language, prompt) => {
    const framed = { ...COFFEE_PARENT, layout: "icon-above" as const, container: "circle" as const };
    const plan = await change(framed, prompt);
    expect(plan.spec.container).toBe("none");
    expect(plan.narration.join(" ")).toMatch(ANSWER_WORDS[language]);
  });
});

describe("a frame's line weight, asked in each language", () => {
  it.each([
    ["de", "dickerer Rahmen", /Rahmen hat die eine Linienstärke/],
    ["es", "marco más grueso", /único grosor de línea/],
    ["fr", "cadre plus épais", /seule épaisseur de trait/],
    ["it", "cornice più spessa", /unico spessore di linea/],
    ["pt", "moldura mais grossa", /única espessura de linha/],
  ] as const)("%s: %s is answered in its language, and each change it suggests is understood", async (_language, prompt, answer) => {
    const framed = { ...COFFEE_PARENT, layout: "icon-above" as const, container: "circle" as const };
    const plan = await change(framed, prompt);
    expect(plan.spec).toEqual(framed);
    expect(plan.narration).toEqual([expect.stringMatching(answer)]);
    const suggested = suggestedChanges(plan.narration[0]!);
    expect(suggested).toHaveLength(2);
    for (const suggestion of suggested) expect((await change(framed, suggestion)).spec.container, suggestion).not.toBe("circle");
  });
});

describe("an answer that changes nothing", () => {
  // Read and answered ('the name is already centred'), it says so; not understood, it says that.
  it.each([
    ["de", "zentriere den Text", /schon so/],
    ["fr", "centre le texte", /déjà ainsi/],
    ["es", "centra el texto", /ya es así/],
    ["it", "centra il testo", /già così/],
    ["pt", "centraliza o texto", /já está assim/],
  ] as const)("%s: %s", async (_language, prompt, already) => {
    const parent = { ...COFFEE_PARENT, layout: "icon-above" as const };
    const plan = await change(parent, prompt);
    expect(plan.spec).toEqual(parent);
    expect(plan.narration.join(" ")).toMatch(already);
    expect(plan.narration.join(" ")).not.toMatch(/nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou/);
  });
});

/** The answers in words (refine/replies.ts) by their own words in each language. */
const REPLY_WORDS: Record<OtherLanguage, { undo: RegExp; effects: RegExp; nudge: RegExp; turn: RegExp; dislike: RegExp; praise: RegExp; unchanged: RegExp }> = {
  de: { undo: /frühere Version/, effects: /ohne Schatten/, nudge: /von Hand/, turn: /spiegeln oder drehen/, dislike: /was ich ändern soll/, praise: /gefällt/, unchanged: /^Das Logo ist unverändert\.$/ },
  es: { undo: /versiones anteriores/, effects: /sin sombras/, nudge: /a mano/, turn: /voltearlo ni girarlo/, dislike: /qué cambiar/, praise: /te guste/, unchanged: /^El logo sigue como estaba\.$/ },
  fr: { undo: /version précédente/, effects: /ni ombres/, nudge: /à la main/, turn: /retourner ni le faire pivoter/, dislike: /quoi changer/, praise: /te plaise/, unchanged: /^Le logo reste tel qu’il était\.$/ },
  it: { undo: /versione precedente/, effects: /niente ombre/, nudge: /a mano/, turn: /capovolgerlo né ruotarlo/, dislike: /cosa cambiare/, praise: /ti piaccia/, unchanged: /^Il logo è rimasto com’era\.$/ },
  pt: { undo: /versões anteriores/, effects: /sem sombras/, nudge: /à mão/, turn: /espelhá-lo nem rodá-lo/, dislike: /o que mudar/, praise: /gostas/, unchanged: /^O logo ficou como estava\.$/ },
};

/** The changes an answer suggests, each in its language's quotes („…“, «…»). */
const suggestedChanges = (sentence: string) => [...sentence.matchAll(/[„«]\s*([^“»]+?)\s*[“»]/g)].map((match) => match[1]!);

/**
 * A request answered without a change: the logo as it was, said so last in the visitor's
 * language, and each change the answer suggests understood in that language, as `works`
 * checks of what it makes (by default: the logo changed).
 */
async function expectAnsweredUnchanged(
  language: OtherLanguage,
  parent: LogoSpec,
  plan: Plan,
  label: string,
  works: (tried: LogoSpec, suggestion: string) => void = (tried, suggestion) => expect(tried, `${label}: ${suggestion}`).not.toEqual(parent),
) {
  const said = plan.narration.join(" ");
  expect(plan.spec, label).toEqual(parent);
  expect(plan.narration.at(-1), label).toMatch(REPLY_WORDS[language].unchanged);
  const suggested = suggestedChanges(said);
  expect(suggested.length, `${label}: ${said}`).toBeGreaterThan(0);
  for (const suggestion of suggested) works((await change(parent, suggestion)).spec, suggestion);
}

/** The coffee logo asked `prompt`: answered as `kind`, the logo as it was, the changes it suggests working. */
async function expectAnsweredAs(kind: ReplyKind, language: OtherLanguage, prompt: string) {
  const plan = await change(COFFEE_PARENT, prompt);
  expect(plan.understood.replies, prompt).toContain(kind);
  await expectAnsweredUnchanged(language, COFFEE_PARENT, plan, prompt);
}

const FIRST_REQUEST: Record<OtherLanguage, string> = {
  de: "Ein Logo für ein Café namens Gipfel",
  es: "Un logo para una cafetería llamada Cumbre",
  fr: "Un logo pour un café appelé Sommet",
  it: "Un logo per un bar chiamato Vetta",
  pt: "Um logo para um café chamado Cume",
};

describe("colours moved within the words that name them", () => {
  // The mark's colour moved a little: another hex, every drawn part still in the family it was.
  const families = (spec: LogoSpec) => Object.values(drawnColours(spec)).map((hex) => (hex ? colourFamily(hex) : null));
  const retuned = [1, 2, 3, 4, 5, 6, 7, 8]
    .map((step): LogoSpec => {
      const green = (parseInt(COFFEE_PARENT.palette.primary.slice(3, 5), 16) + step) % 256;
      const primary = `${COFFEE_PARENT.palette.primary.slice(0, 3)}${green.toString(16).padStart(2, "0")}${COFFEE_PARENT.palette.primary.slice(5)}`;
      return { ...COFFEE_PARENT, palette: { ...COFFEE_PARENT.palette, primary } };
    })
    .find((spec) => drawnColours(spec).mark !== drawnColours(COFFEE_PARENT).mark && JSON.stringify(families(spec)) === JSON.stringify(families(COFFEE_PARENT)))!;

  it.each(["de", "es", "fr", "it", "pt"] as const)("%s: are said to be retuned, never that nothing changed", (language) => {
    expect(retuned, "a retuned mark within its family").toBeDefined();
    const said = sayChanges(COFFEE_PARENT, retuned, language, true);
    expect(said[0]).toMatch(/nachjustiert|ajustado|ajusté|ritoccato|Ajustei/);
    expect(said.join(" ")).not.toMatch(/schon so|ya es así|déjà ainsi|già così|já está assim/);
  });
});

describe("answers in words, in every language we serve", () => {
  const NOT_UNDERSTOOD = /nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou|couldn't tell|The logo is as it was/;
  it.each([
    ["de", "mach das rückgängig", "undo"],
    ["de", "geh zurück zur vorherigen Version", "undo"],
    ["es", "vuelve a la versión anterior", "undo"],
    ["fr", "annule", "undo"],
    ["it", "torna alla versione precedente", "undo"],
    ["pt", "desfaz", "undo"],
    ["de", "füge einen Schatten hinzu", "effects"],
    ["es", "añade un degradado", "effects"],
    ["fr", "ajoute une ombre", "effects"],
    ["it", "aggiungi un'ombra", "effects"],
    ["pt", "adiciona uma sombra", "effects"],
    ["de", "verschiebe das Zeichen etwas nach links", "nudge"],
    ["es", "mueve el símbolo un poco a la izquierda", "nudge"],
    ["fr", "déplace le symbole un peu vers la gauche", "nudge"],
    ["it", "sposta il simbolo un po' verso sinistra", "nudge"],
    ["pt", "mova o símbolo um pouco para a esquerda", "nudge"],
    ["de", "das gefällt mir", "praise"],
    ["es", "me encanta", "praise"],
    ["fr", "parfait, merci", "praise"],
    ["it", "mi piace", "praise"],
    ["pt", "adoro", "praise"],
    ["de", "spiegle das Symbol", "turn"],
    ["es", "gira el símbolo", "turn"],
    ["fr", "retourne le symbole", "turn"],
    ["it", "ruota il simbolo", "turn"],
    ["pt", "vira o símbolo", "turn"],
    ["de", "gefällt mir nicht", "dislike"],
    ["es", "no me gusta", "dislike"],
    ["fr", "ça ne me plaît pas", "dislike"],
    ["it", "non mi piace", "dislike"],
    ["pt", "não gosto", "dislike"],
  ] as const)("%s: %s", async (language, prompt, kind) => {
    const parent = COFFEE_PARENT;
    // A change comes after the request that made the logo: a single word ('annule') is read in its language.
    const plan = await planner.plan({ prompt, history: [{ role: "user", content: FIRST_REQUEST[language] }], parent, references: [], seed: 11 });
    expect(plan.spec).toEqual(parent);
    const [answer, ...after] = plan.narration;
    expect(answer).toMatch(REPLY_WORDS[language][kind]);
    expect(plan.narration.join(" ")).not.toMatch(NOT_UNDERSTOOD);
    // Said once, then that the logo is as it was (praise changes nothing it was asked to).
    expect(after).toEqual(kind === "praise" ? [] : [expect.stringMatching(REPLY_WORDS[language].unchanged)]);
  });

  it.each(["de", "es", "fr", "it", "pt"] as const)("%s: each change the answer to flipping the mark suggests is understood, and changes the logo", async (language) => {
    const prompt = { de: "spiegle das Symbol", es: "gira el símbolo", fr: "retourne le symbole", it: "ruota il simbolo", pt: "vira o símbolo" }[language];
    const plan = await change(COFFEE_PARENT, prompt);
    const suggested = suggestedChanges(plan.narration[0]!);
    expect(suggested).toHaveLength(2);
    for (const suggestion of suggested) expect((await change(COFFEE_PARENT, suggestion)).spec, suggestion).not.toEqual(COFFEE_PARENT);
  });

  it.each(["de", "es", "fr", "it", "pt"] as const)("%s: each change the nudge answer suggests is understood", async (language) => {
    const prompt = { de: "schieb den Namen nach oben", es: "mueve el nombre hacia arriba", fr: "déplace le nom vers le haut", it: "sposta il nome verso l'alto", pt: "mova o nome para cima" }[language];
    const parent = { ...COFFEE_PARENT, layout: "icon-above" as const };
    const plan = await change(parent, prompt);
    expect(plan.narration[0]).toMatch(REPLY_WORDS[language].nudge);
    const suggested = suggestedChanges(plan.narration[0]!);
    expect(suggested).toHaveLength(3);
    for (const suggestion of suggested) {
      const tried = await change({ ...COFFEE_PARENT, layout: "wordmark" as const }, suggestion);
      expect(tried.narration.join(" "), suggestion).not.toMatch(NOT_UNDERSTOOD);
    }
  });
});

describe("a request the design cannot take, said why in every language", () => {
  // Read but not doable ('bigger text' on a wordmark): never "it is already so", which would be untrue.
  const ALREADY = /schon so|ya es así|déjà ainsi|già così|já está assim/;
  const NOT_UNDERSTOOD = /nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou|couldn't tell/;
  const GREYS: LogoSpec = { ...COFFEE_PARENT, palette: { background: "#ffffff", primary: "#4b5563", text: "#111827", accent: "#e5e7eb" } };
  const PARENTS = { wordmark: WORDMARK_PARENT, badge: BADGE_PARENT, frameless: COFFEE_PARENT, greys: GREYS };
  const ASKS: Record<OtherLanguage, Record<keyof typeof PARENTS, string>> = {
    de: { wordmark: "mach die Schrift größer", badge: "mach die Schrift größer", frameless: "dickerer Rahmen", greys: "wärmere Farben" },
    es: { wordmark: "haz el texto más grande", badge: "haz el texto más grande", frameless: "marco más grueso", greys: "colores más cálidos" },
    fr: { wordmark: "agrandis le texte", badge: "agrandis le texte", frameless: "cadre plus épais", greys: "couleurs plus chaudes" },
    it: { wordmark: "testo più grande", badge: "testo più grande", frameless: "cornice più spessa", greys: "colori più caldi" },
    pt: { wordmark: "texto maior", badge: "texto maior", frameless: "moldura mais grossa", greys: "cores mais quentes" },
  };
  it.each(Object.keys(ASKS) as OtherLanguage[])("%s: says why, that the logo is as it was, and suggests changes that work", async (language) => {
    for (const [which, parent] of Object.entries(PARENTS) as [keyof typeof PARENTS, LogoSpec][]) {
      const prompt = ASKS[language][which];
      const plan = await change(parent, prompt);
      const said = plan.narration.join(" ");
      expect(said, `${which}: ${prompt}`).not.toMatch(ALREADY);
      expect(said, `${which}: ${prompt}`).not.toMatch(NOT_UNDERSTOOD);
      // What it suggests instead is understood in the same language, and changes the logo.
      await expectAnsweredUnchanged(language, parent, plan, `${which}: ${prompt}`);
    }
  });
});

describe("a tagline asked for without its words, in every language", () => {
  const NOT_UNDERSTOOD = /nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou/;
  it.each([
    ["de", "füge einen Slogan hinzu"],
    ["es", "añade un eslogan"],
    ["fr", "ajoute un slogan"],
    ["it", "aggiungi uno slogan"],
    ["pt", "adiciona um slogan"],
  ] as const)("%s: %s asks for its words (none is made up), and its example sets one", async (language, prompt) => {
    const plan = await change(WORDMARK_PARENT, prompt);
    expect(plan.narration.join(" ")).not.toMatch(NOT_UNDERSTOOD);
    await expectAnsweredUnchanged(language, WORDMARK_PARENT, plan, prompt, (tried, suggestion) => expect(tried.tagline, suggestion).toBeTruthy());
  });
});

describe("another brand's logo, asked for in every language", () => {
  it.each([
    ["de", "es soll aussehen wie Nike"],
    ["es", "que se parezca a Nike"],
    ["fr", "fais-le ressembler à Nike"],
    ["it", "fallo somigliare a Nike"],
    ["pt", "parecido com Nike"],
  ] as const)("%s: %s is declined, said why, with changes to ask for that work", async (language, prompt) => {
    await expectAnsweredAs("imitation", language, prompt);
  });
});

describe("the frame's corners rounded, the margin and the name's lines asked for, in every language", () => {
  it.each([
    ["de", "abgerundete Ecken", "bitte rauszoomen", "den Namen in zwei Zeilen"],
    ["es", "esquinas redondeadas", "más margen", "el nombre en dos líneas"],
    ["fr", "coins arrondis", "plus de marge", "le nom sur deux lignes"],
    ["it", "angoli arrotondati", "più margine", "il nome su due righe"],
    ["pt", "cantos arredondados", "mais margem", "o nome em duas linhas"],
  ] as const)("%s: %s rounds the frame; %s and %s are answered why not, with changes that work", async (language, corners, margin, lines) => {
    expect((await change(COFFEE_PARENT, corners)).spec.container).toBe("rounded-square");
    await expectAnsweredAs("margin", language, margin);
    await expectAnsweredAs("two lines", language, lines);
  });
});

describe("a new direction, cuter and wider letters, asked for in every language", () => {
  it.each([
    ["de", "etwas ganz anderes", "mach es niedlicher", "breitere Buchstaben"],
    ["es", "algo completamente diferente", "más tierno", "letras más anchas"],
    ["fr", "quelque chose de complètement différent", "plus mignon", "lettres plus larges"],
    ["it", "qualcosa di completamente diverso", "più carino", "lettere più larghe"],
    ["pt", "algo completamente diferente", "mais fofo", "letras mais largas"],
  ] as const)("%s: %s, %s, %s", async (language, anew, cuter, wider) => {
    const parent = (await design(FIRST_REQUEST[language], 1)).spec;
    const history = [{ role: "user" as const, content: FIRST_REQUEST[language] }];
    const ask = (prompt: string) => planner.plan({ prompt, history, parent, references: [], seed: 11 });
    const other = await ask(anew);
    expect(other.spec.mark, anew).not.toEqual(parent.mark);
    expect((await ask(cuter)).spec.styles, cuter).toEqual(["Playful"]);
    expect(TYPEFACES[(await ask(wider)).spec.typeface.id].traits, wider).toContain("wide");
  });
});

describe("a touch of a colour, an accent, colours too dark, softer edges and more detail, asked for in every language", () => {
  it.each([
    ["de", "füge etwas Orange hinzu", "eine Akzentfarbe hinzufügen", "die Farben sind zu dunkel", "weichere Kanten", "mehr Details"],
    ["es", "añade un toque de naranja", "añade un color de acento", "demasiado oscuro", "suaviza los bordes", "más detalle"],
    ["fr", "ajoute une touche d’orange", "ajoute une couleur d'accent", "les couleurs sont trop sombres", "adoucis les bords", "plus de détails"],
    ["it", "aggiungi un tocco di arancione", "aggiungi un colore d'accento", "troppo scuro", "ammorbidisci i bordi", "più dettagli"],
    ["pt", "adiciona um toque de laranja", "adiciona uma cor de destaque", "muito escuro", "suaviza as bordas", "mais detalhes"],
  ] as const)("%s: %s, %s, %s, %s, %s", async (language, touch, accent, tooDark, softer, detail) => {
    // A touch of orange colours the mark ('naranja', 'laranja' had drawn an orange).
    const touched = await change(COFFEE_PARENT, touch);
    expect(touched.language).toBe(language);
    expect({ icon: touched.spec.icon, mark: touched.spec.mark }, touch).toEqual({ icon: COFFEE_PARENT.icon, mark: COFFEE_PARENT.mark });
    expect(colourFamily(drawnColours(touched.spec).mark!), touch).toBe("orange");
    // An accent with no colour named goes to the mark; the canvas and the lettering stay.
    const accented = await change(COFFEE_PARENT, accent);
    expect(accented.spec.palette.primary, accent).not.toBe(COFFEE_PARENT.palette.primary);
    expect({ ...accented.spec.palette, primary: null }, accent).toEqual({ ...COFFEE_PARENT.palette, primary: null });
    // A mark cut out of its frame has no part of its own for it: said why, with a change that works.
    const badge = await change(BADGE_PARENT, accent);
    expect(badge.understood.replies, accent).toEqual(["accent place"]);
    await expectAnsweredUnchanged(language, BADGE_PARENT, badge, accent);
    expect(toOklch((await change(COFFEE_PARENT, tooDark)).spec.palette.primary).l, tooDark).toBeGreaterThan(toOklch(COFFEE_PARENT.palette.primary).l);
    expect(TYPEFACES[(await change(COFFEE_PARENT, softer)).spec.typeface.id].traits, softer).toContain("rounded");
    await expectAnsweredAs("detail", language, detail);
  });
});

describe("a colour or a style not wanted, and a name said to be misspelt, in every language", () => {
  it.each([
    ["de", "kein Blau", "weniger verspielt", "der Name ist falsch geschrieben"],
    ["es", "sin azul", "menos divertido", "el nombre está mal escrito"],
    ["fr", "pas de bleu", "moins ludique", "il y a une faute dans le nom"],
    ["it", "niente blu", "meno giocoso", "il nome è scritto male"],
    ["pt", "sem azul", "menos divertido", "o nome está errado"],
  ] as const)("%s: %s, %s, %s", async (language, noBlue, lessPlayful, misspelt) => {
    // The coffee logo's navy mark goes; 'no blue' was read as 'blue'.
    const taken = await change(COFFEE_PARENT, noBlue);
    expect(taken.language).toBe(language);
    const drawn = drawnColours(taken.spec);
    expect([drawn.mark, drawn.lettering, drawn.canvas].map((hex) => colourFamily(hex!)).filter((family) => family.endsWith("blue")), noBlue).toEqual([]);
    const playful = { ...COFFEE_PARENT, styles: ["Playful"] } as LogoSpec;
    expect((await change(playful, lessPlayful)).spec.styles, lessPlayful).toEqual(["Professional"]);
    // No name given: asked for, in its language, with the words that rename it.
    const asked = await change(COFFEE_PARENT, misspelt);
    expect(asked.spec, misspelt).toEqual(COFFEE_PARENT);
    expect(asked.understood.replies, misspelt).toEqual(["spelling"]);
    expect(asked.narration.at(-1), misspelt).toMatch(REPLY_WORDS[language].unchanged);
    const [words] = suggestedChanges(asked.narration.join(" "));
    expect((await change(COFFEE_PARENT, `${words} Harbour`)).spec.brand, words).toBe("Harbour");
  });
});

describe("buying, the mark without its name and the tagline's size asked about, in every language", () => {
  it.each([
    ["de", "wie viel kostet es", "nur das Symbol", "der Slogan ist zu klein"],
    ["es", "cuánto cuesta", "solo el símbolo", "el eslogan es demasiado pequeño"],
    ["fr", "combien ça coûte", "juste le symbole", "le slogan est trop petit"],
    ["it", "quanto costa", "solo il simbolo", "lo slogan è troppo piccolo"],
    ["pt", "quanto custa", "só o símbolo", "o slogan é muito pequeno"],
  ] as const)("%s: %s, %s, %s", async (language, price, markAlone, taglineSize) => {
    for (const [prompt, kind] of [[price, "buying"], [markAlone, "name stays"]] as const) {
      const plan = await change(COFFEE_PARENT, prompt);
      expect(plan.language, prompt).toBe(language);
      expect(plan.spec, prompt).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, prompt).toEqual([kind]);
      expect(plan.narration.at(-1), prompt).toMatch(REPLY_WORDS[language].unchanged);
    }
    await expectAnsweredAs("tagline size", language, taglineSize);
  });

  it.each([
    ["de", "setz das Symbol rechts neben den Namen"],
    ["es", "pon el símbolo a la derecha"],
    ["fr", "mets le symbole à droite"],
    ["it", "metti il simbolo a destra"],
    ["pt", "põe o símbolo à direita"],
  ] as const)("%s: %s is answered why not, with a change that works", async (language, prompt) => {
    await expectAnsweredAs("mark after", language, prompt);
  });
});

describe("another layout and a founding year, in every language", () => {
  it.each([
    ["de", "ein anderes Layout", "füge seit 1998 hinzu", "Seit 1998"],
    ["es", "otra composición", "añade desde 1998", "Desde 1998"],
    ["fr", "une autre mise en page", "ajoute depuis 1998", "Depuis 1998"],
    ["it", "un altro layout", "aggiungi dal 1998", "Dal 1998"],
    ["pt", "quero outro layout", "adicione desde 1998", "Desde 1998"],
  ] as const)("%s: %s, %s", async (language, layout, year, tagline) => {
    const moved = await change(COFFEE_PARENT, layout);
    expect(moved.language).toBe(language);
    expect(moved.spec.layout, layout).not.toBe(COFFEE_PARENT.layout);
    // The tagline is the visitor's own words, in their language ('Since 1998' was English).
    expect((await change(COFFEE_PARENT, year)).spec.tagline, year).toBe(tagline);
  });
});

describe("a logo said to be boring, or to look cheap, in every language", () => {
  it.each([
    ["de", "das ist langweilig", "sieht billig aus"],
    ["es", "es aburrido", "parece barato"],
    ["fr", "je trouve ça ennuyeux", "ça fait bon marché"],
    ["it", "è noioso", "sembra economico"],
    ["pt", "está chato", "parece barato"],
  ] as const)("%s: %s draws another idea, %s the elegant style", async (language, boring, cheap) => {
    const other = await change(COFFEE_PARENT, boring);
    expect(other.language).toBe(language);
    expect(other.spec.mark, boring).not.toEqual(COFFEE_PARENT.mark);
    expect((await change(COFFEE_PARENT, cheap)).spec.styles, cheap).toEqual(["Elegant"]);
  });
});

describe("a round frame, in every language", () => {
  it.each([
    ["de", "mach einen runden Rahmen"],
    ["es", "ponle un marco redondo"],
    ["fr", "mets un cadre rond"],
    ["it", "metti una cornice rotonda"],
    ["pt", "põe uma moldura redonda"],
  ] as const)("%s: %s frames the mark in a circle ('runder Rahmen' was a rounder font)", async (language, prompt) => {
    const plan = await change(COFFEE_PARENT, prompt);
    expect(plan.language).toBe(language);
    expect(plan.spec.container, prompt).toBe("circle");
    expect(plan.spec.typeface, prompt).toEqual(COFFEE_PARENT.typeface);
  });
});

describe("a logo as simple as its parts, said why in every language", () => {
  it.each([
    ["de", "zu viel los"],
    ["es", "demasiado recargado"],
    ["fr", "trop chargé"],
    ["it", "troppo carico"],
    ["pt", "muito carregado"],
  ] as const)("%s: %s", async (language, prompt) => {
    // A mark and the name, no frame: said as its parts, with the way to the name alone, which works.
    const simple = await change(COFFEE_PARENT, prompt);
    // Said in its language ('zu viel los' was read as Spanish for its 'los').
    expect(simple.language).toBe(language);
    expect(simple.spec, prompt).toEqual(COFFEE_PARENT);
    expect(simple.understood.replies).toEqual(["simplest"]);
    const suggested = suggestedChanges(simple.narration.join(" "));
    expect(suggested).toHaveLength(1);
    expect((await change(COFFEE_PARENT, suggested[0]!)).spec.layout, `${language}: ${suggested[0]}`).toBe("wordmark");
    const wordmark = await change(WORDMARK_PARENT, prompt);
    expect(wordmark.understood.replies).toEqual(["name alone"]);
    expect(wordmark.narration).toHaveLength(1);
  });
});

describe("starting over, in every language, keeps the conversation's name", () => {
  // 'Start over' is a new logo (workers/protocol/refinement.ts): no design comes with it.
  it.each([
    ["en", "A wordmark for a law firm called Vale", "start over", "Vale"],
    ["de", "Ein Logo für eine Bäckerei namens Krume", "fang von vorne an", "Krume"],
    ["es", "Un logo para una panadería llamada Miga", "empieza de nuevo", "Miga"],
    ["fr", "Un logo pour une boulangerie appelée Mie", "recommence", "Mie"],
    ["it", "Un logo per una panetteria chiamata Briciola", "ricomincia", "Briciola"],
    ["pt", "Um logo para uma padaria chamada Miolo", "recomeça", "Miolo"],
  ] as const)("%s: %s, then %s", async (language, first, restart, brand) => {
    expect(asksForNewLogo(refinementMessage(restart)), restart).toBe(true);
    const plan = await planner.plan({ prompt: refinementMessage(restart), history: [{ role: "user", content: first }], parent: null, references: [], seed: 5 });
    expect(plan.spec.brand).toBe(brand);
    expect(plan.language ?? "en").toBe(language);
    // Said as named, not "you didn't mention a name".
    expect(plan.narration[0]).toContain(brand);
    expect(plan.narration.join(" ")).not.toMatch(/didn't mention a name|keinen Namen genannt|No mencionaste un nombre|pas donné de nom|Non hai indicato un nome|Não indicaste um nome/);
  });
});

describe("a phone's curly apostrophe reads as the plain one", () => {
  it.each([["fr", "plus d’espace entre les lettres"]] as const)("%s: %s", async (_language, prompt) => {
    const curly = await change(COFFEE_PARENT, prompt);
    expect(curly.spec).not.toEqual(COFFEE_PARENT);
    expect(curly.spec).toEqual((await change(COFFEE_PARENT, prompt.replaceAll("’", "'"))).spec);
  });
});

describe("a spider, asked in each language, is drawn as its web and said so", () => {
  it.each([
    ["de", "Ein Logo für einen Kammerjäger namens Netzwerk mit einer Spinne", /Spinnennetz/],
    ["es", "Un logo para una tienda llamada Seda con una araña", /telaraña/],
    ["fr", "Un logo pour une boutique appelée Toile avec une araignée", /toile d'araignée/],
    ["it", "Un logo per un negozio chiamato Seta con un ragno", /ragnatela/],
    ["pt", "Um logo para uma loja chamada Seda com uma aranha", /teia de aranha/],
  ] as const)("%s: %s", async (_language, prompt, said) => {
    const plan = await design(prompt, 1);
    expect(drawings(plan.spec)).toContain("spider-web");
    expect(plan.narration.join(" ")).toMatch(said);
  });
});

describe("a name is kept as written: an abbreviation's full stop, words that mean something", () => {
  it.each([
    ["A modern logo for an accounting firm called Ledger & Co.", "Ledger & Co."],
    ["logo for Smith Bros. Plumbing", "Smith Bros. Plumbing"],
    ["A logo called Nova Labs.", "Nova Labs"],
    ["Ein Logo für eine Kanzlei namens Müller & Co.", "Müller & Co."],
    ["Un logo para una empresa llamada Pérez Hnos. y Cía.", "Pérez Hnos. y Cía."],
    ["Un logo pour une maison appelée Dupont & Cie.", "Dupont & Cie."],
    // Without a marker, a capitalised run inside the sentence is the name, kept as written ('Ouro' is not 'gold').
    ["Logo para minha cafeteria Grão de Ouro, estilo vintage", "Grão de Ouro"],
    ["Logo para mi tienda Luna Azul, en azul", "Luna Azul"],
    ["Logo per la mia pizzeria Da Mario con una pizza", "Da Mario"],
    ["Logo for a nonprofit called Hope for Paws that rescues dogs", "Hope for Paws"],
    ["A logo called Nova for my startup", "Nova"],
  ])("%s", async (prompt, brand) => {
    expect((await design(prompt)).spec.brand).toBe(brand);
  });

  it("and in a new name asked for", async () => {
    expect((await change(COFFEE_PARENT, "rename to Ledger & Co. and make it navy")).spec.brand).toBe("Ledger & Co.");
  });
});

describe("a frame's colour is named with the others", () => {
  // A badge's disc is often its largest colour: an answer naming the mark and the lettering alone hides it.
  const FRAME_WORD: Record<OtherLanguage, string> = { de: "für den Rahmen", es: "para el marco", fr: "pour le cadre", it: "per la cornice", pt: "para a moldura" };
  it.each(Object.keys(FRAME_WORD) as OtherLanguage[])("%s", (language) => {
    const frame = sayColour(drawnColours(BADGE_PARENT).frame!, language);
    expect(sayNewLogo(BADGE_PARENT, language, true).join(" ")).toContain(`${frame} ${FRAME_WORD[language]}`);
    expect(describeIn(BADGE_PARENT, language)).toContain(frame);
  });
});

describe("a weight that came with another face is said too", () => {
  it.each([
    ["de", "kräftiger (Stärke 900)"],
    ["fr", "plus gras (graisse 900)"],
  ] as const)("%s", (language, said) => {
    const heavier: LogoSpec = { ...COFFEE_PARENT, typeface: { id: "nunito", weight: 900, italic: false } };
    expect(sayChanges({ ...COFFEE_PARENT, typeface: { id: "fredoka", weight: 700, italic: false } }, heavier, language).join(" ")).toContain(said);
  });
});

describe("one word of the conversation's language is enough", () => {
  // 'in Blau' and 'Text schwarz' share words with English ('in', 'text'): in a German conversation they are German.
  it.each([
    ["in Blau", (spec: LogoSpec) => expect(colourFamily(drawnColours(spec).mark!)).toMatch(/blue/)],
    ["Text schwarz", (spec: LogoSpec) => expect(textFamily(spec)).toMatch(/black/)],
  ] as const)("%s", async (prompt, check) => {
    const plan = await planner.plan({ prompt, history: [{ role: "user", content: FIRST_REQUEST.de }], parent: COFFEE_PARENT, references: [], seed: 11 });
    check(plan.spec);
    expect(plan.narration.join(" ")).toMatch(ANSWER_WORDS.de);
  });
});

describe("a tagline is the visitor's own words in every language", () => {
  it.each([
    ["de", "Ein Logo für ein Café namens Gipfel mit dem Slogan Frisch jeden Morgen", "Frisch jeden Morgen"],
    ["es", "Un logo para una cafetería llamada Cumbre con el eslogan Café de la casa para todos", "Café de la casa para todos"],
    ["fr", "Un logo pour un café appelé Sommet avec le slogan Le café de la maison, en bleu", "Le café de la maison"],
    ["it", "Un logo per un bar chiamato Vetta con lo slogan Il caffè della casa", "Il caffè della casa"],
    ["pt", "Um logo para um café chamado Cume com o slogan O café da casa para todas as manhãs", "O café da casa para todas as manhãs"],
    ["en", "A logo for a cafe called Summit with the tagline Fresh every morning and a mountain icon", "Fresh every morning"],
    ["en", "A logo for a law firm called Vance & Reed with the tagline Justice, served, in navy", "Justice, served"],
  ] as const)("%s: %s", async (_language, prompt, tagline) => {
    expect((await design(prompt)).spec.tagline).toBe(tagline);
  });

  it.each([
    ["de", "füge den Slogan Frisch jeden Morgen hinzu", "Frisch jeden Morgen"],
    ["es", "añade el eslogan Fresco cada mañana", "Fresco cada mañana"],
    ["fr", "ajoute le slogan Frais chaque matin", "Frais chaque matin"],
    ["it", "aggiungi lo slogan Fresco ogni mattina", "Fresco ogni mattina"],
    ["pt", "adiciona o slogan Fresco todas as manhãs", "Fresco todas as manhãs"],
    ["de", "Slogan: Brot und Liebe", "Brot und Liebe"],
    ["en", "tagline: Under the sea", "Under the sea"],
  ] as const)("%s: %s", async (_language, prompt, tagline) => {
    expect((await change(WORDMARK_PARENT, prompt)).spec.tagline).toBe(tagline);
  });

  it.each(["Slogan unter den Namen", "eslogan debajo del nombre", "slogan sous le nom", "slogan sotto il nome", "slogan abaixo do nome", "tagline under the name"])(
    "%s: says where the tagline goes, and sets no words",
    async (prompt) => {
      const plan = await change(COFFEE_PARENT, prompt);
      expect(plan.spec).toEqual(COFFEE_PARENT);
      expect(plan.narration.join(" ")).not.toMatch(/nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou|couldn't tell/);
    }
  );
});

describe("the catalogue's drawings, named in every language we serve", () => {
  it("each drawing has a name of its own in every language, never its English label in quotes", () => {
    const specs = (catalogue as { spec: unknown }[]).map((entry) => entry.spec as LogoSpec);
    const labels = new Set(
      specs
        .flatMap((spec) => [spec.icon, spec.mark?.kind === "emblem" ? spec.mark.second : null])
        .filter((icon): icon is NonNullable<LogoSpec["icon"]> => !!icon)
        .map((icon) => drawingLabel(icon))
    );
    expect(labels.size).toBeGreaterThan(100);
    const unnamed = [...labels].flatMap((label) => (["de", "es", "fr", "it", "pt"] as const).filter((language) => sayThing(label, language) === null).map((language) => `${language}: ${label}`));
    expect(unnamed).toEqual([]);
  });

  it("and so does each drawing the planner chooses for a subject ('a bee' draws a honeybee, 'a spider' a web)", () => {
    const labels = [
      "honeybee", "tea bag", "piece of sushi", "piano keys", "mosque", "synagogue", "bag", "watch", "soap", "person elf", "yin yang",
      "shark", "boar", "gorilla", "scorpion", "snake", "spider web", "t rex", "panda", "koala", "penguin", "duck", "frog", "monkey",
      "pig", "cow", "goat", "chicken", "rooster", "crab", "snail", "hedgehog", "sloth", "kangaroo", "beaver", "badger", "camel",
      "flamingo", "dolphin", "jellyfish", "ant", "beetle", "bat", "swan", "peacock", "swimming pool", "city", "compass", "ship",
      "american football", "bowling", "ping pong", "cowboy hat",
    ];
    expect(labels).toHaveLength(53);
    const unnamed = labels.flatMap((label) => (["de", "es", "fr", "it", "pt"] as const).filter((language) => sayThing(label, language) === null).map((language) => `${language}: ${label}`));
    expect(unnamed).toEqual([]);
  });
});

describe("phrases are read before words", () => {
  it.each([
    ["a bakery called Golden Crust with an ear of wheat", "grains"],
    ["a bakery called Crumb with a sheaf of wheat", "grains"],
    ["a law firm called Pax with an olive branch", "olive"],
    ["a cafe called Brewhaus with a coffee bean", "coffee-bean"],
    ["a travel agency called Wander with a paper plane", "paper-plane"],
    ["an outdoor shop called Ascent with a mountain peak", "mountains"],
    ["a wine bar called Cork with a bunch of grapes", "grapes"],
  ])("%s draws %s", async (prompt, drawing) => {
    const plan = await design(prompt);
    expect(drawings(plan.spec)).toContain(drawing);
    expect(plan.narration.join(" ")).not.toMatch(/\b(?:an ear|a human ear)\b(?! of wheat)/);
    expect(plan.metadata.tags).not.toContain("ear");
  });

  it("reads a phrase in the name whole: Olive Branch Law draws the sprig", async () => {
    const plan = await design("Olive Branch Law, a law firm");
    expect(plan.spec.icon?.name).toBe("olive");
    expect(plan.metadata.description).toMatch(/law firm brand/);
  });
});

describe("changes mean what they say", () => {
  const parentPlan = design("a coffee shop called Summit Coffee with a coffee bean, modern");
  it("'add a leaf icon' keeps the mark and joins the leaf to it", async () => {
    const parent = (await parentPlan).spec;
    const plan = await change(parent, "Modify this logo: add a leaf icon");
    expect(plan.spec.icon).toEqual(parent.icon);
    expect(plan.spec.mark?.kind === "emblem" && plan.spec.mark.second?.name).toBe("leaf");
    expect(plan.narration.join(" ")).toMatch(/Added a leaf to the mark/);
  });

  it("'replace the coffee bean with a croissant' swaps that drawing and keeps the other", async () => {
    const parent = (await parentPlan).spec;
    const second = parent.mark?.kind === "emblem" ? parent.mark.second : null;
    const named = second ? drawingLabel(second) : drawingLabel(parent.icon!);
    const plan = await change(parent, `Modify this logo: replace the ${named} with a croissant`);
    expect(drawings(plan.spec)).toContain("croissant");
    expect(plan.spec.typeface).toEqual(parent.typeface);
  });

  it("'make the icon's lines thicker' never changes the typeface", async () => {
    for (const parent of [(await parentPlan).spec, COFFEE_PARENT, (await design("a badge logo for a bakery called Crumb")).spec]) {
      const plan = await change(parent, "make the icon's lines thicker");
      expect(plan.spec.typeface.id).toBe(parent.typeface.id);
      expect(plan.narration.length).toBeGreaterThan(0);
      const changed = JSON.stringify(plan.spec) !== JSON.stringify({ ...parent, seed: plan.spec.seed });
      // Either the lines changed, or the answer says plainly why they could not.
      if (!changed) expect(plan.narration.join(" ")).toMatch(/no lines|already|stays/);
    }
  });

  it("'try a handwritten script font' sets a script face in every layout", async () => {
    for (const prompt of ["a badge logo for a bakery called Crumb", "a monogram for a law firm called Hart & Lowe", "a wordmark for a studio called Fieldnote", "a coffee shop called Summit Coffee"]) {
      const parent = (await design(prompt)).spec;
      const plan = await change(parent, "Modify this logo: try a handwritten script font");
      const traits = TYPEFACES[plan.spec.typeface.id].traits as readonly string[];
      expect(traits.includes("script") || traits.includes("handwritten"), prompt).toBe(true);
    }
  });

  it("the blog's case study replays as written: a croissant, then a thicker line", async () => {
    const parent = (await design("A logo for a bakery called Morning Crumb, warm and friendly")).spec;
    const croissant = await change(parent, "Change the icon to a croissant");
    expect(drawings(croissant.spec)).toContain("croissant");
    expect(croissant.narration.join(" ")).not.toMatch(/already/);
    const thicker = await change(croissant.spec, "make the icon's lines thicker");
    expect(thicker.spec.typeface.id).toBe(croissant.spec.typeface.id);
    expect(drawings(thicker.spec)).toContain("croissant");
  });
});

/** Every way a language's answers name a typeface, a style, a layout and a colour family. */
function claimsIn(said: string, language: OtherLanguage, things: readonly string[]) {
  const faces = Object.values(TYPEFACES)
    .map((face) => face.family)
    .filter((family) => said.includes(family));
  const styles = (Object.keys(STYLE_WORDS) as (keyof typeof STYLE_WORDS)[]).filter((style) => new RegExp(`(?<![\\p{L}])${STYLE_WORDS[style][language]}(?![\\p{L}])`, "u").test(said));
  const layouts = (Object.keys(LAYOUT_WORDS) as (keyof typeof LAYOUT_WORDS)[]).filter((layout) => said.includes(LAYOUT_WORDS[layout][language]));
  // Longest colour words first, each place counted once ('Dunkelgrau' is not also 'Grau').
  const words = Object.entries(colourWordsIn(language)).sort((a, b) => b[1].length - a[1].length);
  // A drawing's name is not a colour ('una rosa' is the flower).
  let rest = things.reduce((text, thing) => text.split(thing).join("·"), said);
  const colours: string[] = [];
  for (const [family, word] of words) {
    const pattern = new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, "gu");
    if (pattern.test(rest)) {
      colours.push(family);
      rest = rest.replace(pattern, "·");
    }
  }
  return { faces, styles, layouts, colours };
}

describe("the narration cannot lie", () => {
  const PROMPTS: [OtherLanguage, string][] = [
    ...NEW_LOGOS.map((test) => [test.language, test.prompt] as [OtherLanguage, string]),
    ["de", "Logo für einen Friseursalon namens Schnittpunkt, modern, schwarz und gold"],
    ["es", "Logo para un gimnasio llamado Fuerza Total, audaz, rojo"],
    ["fr", "Logo pour une librairie appelée La Page Blanche, classique, vert foncé"],
    ["it", "Logo per una gelateria chiamata Fior di Latte, giocoso, rosa"],
    ["pt", "Logo para uma cafeteria chamada Grão Dourado, vintage, marrom"],
  ];
  const CHANGE_PROMPTS: [OtherLanguage, string][] = CHANGES.map((test) => [test.language, test.prompt]);

  it("checks every claim of 200+ answers against their designs", async () => {
    let checked = 0;
    const check = async (plan: Plan, language: OtherLanguage, parent: LogoSpec | null) => {
      const spec = plan.spec;
      const said = [...plan.narration, plan.metadata.description].join(" ");
      const things = drawings(spec)
        .map((name) => sayThing(readableLabel(name!.replace(/-/g, " ")), language) ?? "")
        .filter(Boolean);
      const claims = claimsIn(said, language, things);
      const label = `${said}\n${JSON.stringify(spec)}`;
      for (const face of claims.faces) expect(face, label).toBe(TYPEFACES[spec.typeface.id].family);
      for (const style of claims.styles) expect(spec.styles, label).toContain(style);
      for (const layout of claims.layouts) expect(layout, label).toBe(spec.layout);
      const drawn = drawnColours(spec);
      const families = new Set([drawn.mark, drawn.lettering, drawn.frame, spec.palette.background].filter((colour): colour is string => !!colour && colour !== "transparent").map(colourFamily));
      // A change names its new colours only; a new logo names its drawn ones.
      for (const colour of claims.colours) expect([...families], `${colour} in ${label}`).toContain(colour);
      for (const quoted of said.matchAll(/[„«“]\s?([^“”»]+?)\s?[“»”]/g)) {
        const text = quoted[1]!;
        // A drawing the tables cannot name yet is quoted by its own name ('el motivo «barbell»').
        const known = [spec.brand, spec.tagline, spec.mark?.kind === "lettermark" ? spec.mark.letters : null, ...drawings(spec).map((name) => readableLabel(name!.replace(/-/g, " ")))];
        if (text.length <= 3 || known.some((value) => value && (value === text || value.includes(text))) || text.includes("…")) continue;
        // Else a change it suggests ('zum Beispiel „füge einen Stern hinzu“'): one the planner understands.
        const tried = await change(spec, text);
        expect(tried.narration.join(" "), `${text} in ${label}`).not.toMatch(/nichts geändert|no ha cambiado|n’a pas changé|non è cambiato|não mudou|couldn't tell/);
      }
      const thing = spec.icon ? sayThing(drawingLabel(spec.icon), language) : null;
      if (thing && !parent) expect(said, label).toContain(thing);
      checked++;
    };
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      for (const [language, prompt] of PROMPTS) {
        const plan = await design(prompt, seed);
        await check(plan, language, null);
        if (seed <= 2) {
          for (const [changeLanguage, changePrompt] of CHANGE_PROMPTS) {
            if (changeLanguage !== language) continue;
            await check(await change(plan.spec, changePrompt, seed), language, plan.spec);
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(200);
  });

  it("in English too: the typeface, layout and name said are the design's, on 100+ answers", async () => {
    const ENGLISH = ["a bakery called Golden Crust with an ear of wheat", "a law firm called Pax with an olive branch", "a minimal monogram for Hart & Lowe", "a wordmark for a studio called Fieldnote", "a playful badge for a pizzeria called Slice", "a coffee shop called Summit Coffee with a mountain", "an elegant florist called Petal & Stem, pink", "a tech startup called Zentrix, dark mode", "a yoga studio called Still Water, calm and earthy", "a gym called Iron Will, bold, red and black"];
    const layoutWords = (layout: LogoSpec["layout"], container: LogoSpec["container"]) => describeLayout(layout, container);
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      for (const prompt of ENGLISH) {
        const plan = await design(prompt, seed);
        const spec = plan.spec;
        const said = plan.narration.join(" ");
        const faces = Object.values(TYPEFACES).map((face) => face.family).filter((family) => new RegExp(`\\b${family}\\b`).test(said));
        for (const face of faces) expect(face, said).toBe(TYPEFACES[spec.typeface.id].family);
        expect(said, prompt).toContain(layoutWords(spec.layout, spec.container));
        for (const other of ["icon-above", "icon-left", "badge", "wordmark", "monogram"] as const) {
          if (other !== spec.layout) expect(said.includes(layoutWords(other, "none")) && !said.includes(layoutWords(spec.layout, spec.container)), `${other} in ${said}`).toBe(false);
        }
        for (const quoted of said.matchAll(/“([^”]+)”/g)) expect([spec.brand, spec.tagline, spec.mark?.kind === "lettermark" ? spec.mark.letters : null].some((value) => value && value.includes(quoted[1]!)) || /^[A-Z]{1,3}$/.test(quoted[1]!), `${quoted[1]} in ${said}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});
