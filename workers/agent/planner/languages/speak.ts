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
import { ingredientsLabel, ownershipOf } from "#protocol/ownership.ts";
import { drawnColours, drawnContrast, letteringInFilledFrame } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { initials } from "#agent/design/marks.ts";
import { readableLabel } from "#agent/planner/icon-labels.ts";
import { faceOf } from "#agent/planner/typography.ts";
import { formatRatio } from "#agent/planner/narration.ts";
import { REPLIES_CHANGING_NOTHING } from "#agent/planner/refine/replies.ts";
import type { ReplyKind } from "#agent/planner/types.ts";
import type { OtherLanguage } from "./language.ts";
import { germanDative, germanNominative, sayThing } from "./subjects.ts";

/** A colour's family, the words the answers and their checks share. */
export const COLOUR_FAMILIES = [
  "black",
  "dark grey",
  "grey",
  "light grey",
  "white",
  "cream",
  "beige",
  "brown",
  "dark brown",
  "red",
  "dark red",
  "pink",
  "light pink",
  "orange",
  "yellow",
  "gold",
  "olive",
  "green",
  "dark green",
  "light green",
  "teal",
  "dark teal",
  "blue",
  "dark blue",
  "light blue",
  "purple",
  "dark purple",
  "lavender",
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

function hsl(hex: string): { h: number; s: number; l: number } {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

/** The family a colour belongs to, from its hue, saturation and lightness. */
export function colourFamily(hex: string): ColourFamily {
  const { h, s, l } = hsl(hex);
  if (l >= 0.96) return "white";
  if (s < 0.12 || (l < 0.2 && s < 0.3)) return l < 0.16 ? "black" : l < 0.4 ? "dark grey" : l < 0.75 ? "grey" : "light grey";
  if (l < 0.09) return "black";
  if (h >= 20 && h < 55 && l >= 0.82) return s < 0.55 ? "cream" : "beige";
  if (h >= 10 && h < 45 && l < 0.5 && s < 0.75) return l < 0.25 ? "dark brown" : "brown";
  if (h < 12 || h >= 345) return l < 0.32 ? "dark red" : l > 0.75 ? "light pink" : "red";
  if (h < 35) return l > 0.8 ? "cream" : "orange";
  if (h < 52) return l < 0.45 ? "brown" : "gold";
  if (h < 68) return l < 0.42 ? "olive" : "yellow";
  if (h < 160) return l < 0.3 ? "dark green" : l > 0.72 ? "light green" : "green";
  if (h < 195) return l < 0.3 ? "dark teal" : "teal";
  if (h < 255) return l < 0.3 ? "dark blue" : l > 0.72 ? "light blue" : "blue";
  if (h < 290) return l < 0.3 ? "dark purple" : l > 0.75 ? "lavender" : "purple";
  return l < 0.3 ? "dark purple" : l > 0.72 ? "light pink" : "pink";
}

type Words<T extends string> = Record<T, Record<OtherLanguage, string>>;

const COLOUR_WORDS: Words<ColourFamily> = {
  black: { de: "Schwarz", es: "negro", fr: "noir", it: "nero", pt: "preto" },
  "dark grey": {
    de: "Dunkelgrau",
    es: "gris oscuro",
    fr: "gris foncé",
    it: "grigio scuro",
    pt: "cinza-escuro",
  },
  grey: { de: "Grau", es: "gris", fr: "gris", it: "grigio", pt: "cinza" },
  "light grey": {
    de: "Hellgrau",
    es: "gris claro",
    fr: "gris clair",
    it: "grigio chiaro",
    pt: "cinza-claro",
  },
  white: { de: "Weiß", es: "blanco", fr: "blanc", it: "bianco", pt: "branco" },
  cream: { de: "Creme", es: "crema", fr: "crème", it: "crema", pt: "creme" },
  beige: { de: "Beige", es: "beige", fr: "beige", it: "beige", pt: "bege" },
  brown: { de: "Braun", es: "marrón", fr: "brun", it: "marrone", pt: "marrom" },
  "dark brown": {
    de: "Dunkelbraun",
    es: "marrón oscuro",
    fr: "brun foncé",
    it: "marrone scuro",
    pt: "marrom-escuro",
  },
  red: { de: "Rot", es: "rojo", fr: "rouge", it: "rosso", pt: "vermelho" },
  "dark red": {
    de: "Dunkelrot",
    es: "rojo oscuro",
    fr: "rouge foncé",
    it: "rosso scuro",
    pt: "vermelho-escuro",
  },
  pink: { de: "Pink", es: "rosa", fr: "rose", it: "rosa", pt: "rosa" },
  "light pink": {
    de: "Hellrosa",
    es: "rosa claro",
    fr: "rose clair",
    it: "rosa chiaro",
    pt: "rosa-claro",
  },
  orange: {
    de: "Orange",
    es: "naranja",
    fr: "orange",
    it: "arancione",
    pt: "laranja",
  },
  yellow: {
    de: "Gelb",
    es: "amarillo",
    fr: "jaune",
    it: "giallo",
    pt: "amarelo",
  },
  gold: { de: "Goldgelb", es: "dorado", fr: "doré", it: "oro", pt: "dourado" },
  olive: {
    de: "Olivgrün",
    es: "verde oliva",
    fr: "vert olive",
    it: "verde oliva",
    pt: "verde-oliva",
  },
  green: { de: "Grün", es: "verde", fr: "vert", it: "verde", pt: "verde" },
  "dark green": {
    de: "Dunkelgrün",
    es: "verde oscuro",
    fr: "vert foncé",
    it: "verde scuro",
    pt: "verde-escuro",
  },
  "light green": {
    de: "Hellgrün",
    es: "verde claro",
    fr: "vert clair",
    it: "verde chiaro",
    pt: "verde-claro",
  },
  teal: {
    de: "Petrol",
    es: "verde azulado",
    fr: "bleu canard",
    it: "verde petrolio",
    pt: "azul-petróleo",
  },
  "dark teal": {
    de: "Dunkelpetrol",
    es: "verde azulado oscuro",
    fr: "bleu canard foncé",
    it: "petrolio scuro",
    pt: "azul-petróleo escuro",
  },
  blue: { de: "Blau", es: "azul", fr: "bleu", it: "blu", pt: "azul" },
  "dark blue": {
    de: "Dunkelblau",
    es: "azul oscuro",
    fr: "bleu foncé",
    it: "blu scuro",
    pt: "azul-escuro",
  },
  "light blue": {
    de: "Hellblau",
    es: "azul claro",
    fr: "bleu clair",
    it: "azzurro",
    pt: "azul-claro",
  },
  purple: {
    de: "Violett",
    es: "morado",
    fr: "violet",
    it: "viola",
    pt: "roxo",
  },
  "dark purple": {
    de: "Dunkelviolett",
    es: "morado oscuro",
    fr: "violet foncé",
    it: "viola scuro",
    pt: "roxo-escuro",
  },
  lavender: {
    de: "Lavendel",
    es: "lavanda",
    fr: "lavande",
    it: "lavanda",
    pt: "lavanda",
  },
};

/** A colour as the answer names it ('Dunkelblau', 'azul oscuro'). */
export function sayColour(hex: string, language: OtherLanguage): string {
  return COLOUR_WORDS[colourFamily(hex)][language];
}

/** Every way the answers name a colour family in a language: what the checks search the answers for. */
export function colourWordsIn(language: OtherLanguage): Record<ColourFamily, string> {
  return Object.fromEntries(COLOUR_FAMILIES.map((family) => [family, COLOUR_WORDS[family][language]])) as Record<ColourFamily, string>;
}

/** Style adjectives, in the form the sentences use them (the predicate: 'der Stil ist klassisch'). */
export const STYLE_WORDS: Words<Style> = {
  Modern: {
    de: "modern",
    es: "moderno",
    fr: "moderne",
    it: "moderno",
    pt: "moderno",
  },
  Minimalistic: {
    de: "minimalistisch",
    es: "minimalista",
    fr: "minimaliste",
    it: "minimalista",
    pt: "minimalista",
  },
  Bold: {
    de: "kräftig",
    es: "audaz",
    fr: "audacieux",
    it: "audace",
    pt: "ousado",
  },
  Elegant: {
    de: "elegant",
    es: "elegante",
    fr: "élégant",
    it: "elegante",
    pt: "elegante",
  },
  Playful: {
    de: "verspielt",
    es: "divertido",
    fr: "ludique",
    it: "giocoso",
    pt: "divertido",
  },
  Professional: {
    de: "professionell",
    es: "profesional",
    fr: "professionnel",
    it: "professionale",
    pt: "profissional",
  },
  Vintage: {
    de: "vintage",
    es: "vintage",
    fr: "vintage",
    it: "vintage",
    pt: "vintage",
  },
  Geometric: {
    de: "geometrisch",
    es: "geométrico",
    fr: "géométrique",
    it: "geometrico",
    pt: "geométrico",
  },
  Abstract: {
    de: "abstrakt",
    es: "abstracto",
    fr: "abstrait",
    it: "astratto",
    pt: "abstrato",
  },
  Classic: {
    de: "klassisch",
    es: "clásico",
    fr: "classique",
    it: "classico",
    pt: "clássico",
  },
};

/** Layouts, as a noun phrase after 'Aufbau:' / 'composición:'. */
export const LAYOUT_WORDS: Words<LogoSpec["layout"]> = {
  "icon-above": {
    de: "das Zeichen über dem Namen",
    es: "el símbolo encima del nombre",
    fr: "le symbole au-dessus du nom",
    it: "il simbolo sopra il nome",
    pt: "o símbolo acima do nome",
  },
  "icon-left": {
    de: "das Zeichen neben dem Namen",
    es: "el símbolo al lado del nombre",
    fr: "le symbole à côté du nom",
    it: "il simbolo accanto al nome",
    pt: "o símbolo ao lado do nome",
  },
  badge: {
    de: "ein Abzeichen",
    es: "una insignia",
    fr: "un insigne",
    it: "un distintivo",
    pt: "um emblema",
  },
  wordmark: {
    de: "eine Wortmarke (nur der Name)",
    es: "un logotipo solo de texto (el nombre)",
    fr: "un logotype (le nom seul)",
    it: "un logotipo di solo testo (il nome)",
    pt: "um logotipo só de texto (o nome)",
  },
  monogram: {
    de: "ein Monogramm der Initialen",
    es: "un monograma de las iniciales",
    fr: "un monogramme des initiales",
    it: "un monogramma delle iniziali",
    pt: "um monograma das iniciais",
  },
};

const FRAME_WORDS: Words<Exclude<LogoSpec["container"], "none">> = {
  circle: {
    de: "in einem Kreis",
    es: "en un círculo",
    fr: "dans un cercle",
    it: "in un cerchio",
    pt: "num círculo",
  },
  ring: {
    de: "in einem Ring",
    es: "en un anillo",
    fr: "dans un anneau",
    it: "in un anello",
    pt: "num anel",
  },
  "rounded-square": {
    de: "in einem abgerundeten Quadrat",
    es: "en un cuadrado redondeado",
    fr: "dans un carré arrondi",
    it: "in un quadrato arrotondato",
    pt: "num quadrado arredondado",
  },
  hexagon: {
    de: "in einem Sechseck",
    es: "en un hexágono",
    fr: "dans un hexagone",
    it: "in un esagono",
    pt: "num hexágono",
  },
  shield: {
    de: "in einem Schild",
    es: "en un escudo",
    fr: "dans un écusson",
    it: "in uno scudo",
    pt: "num escudo",
  },
};

/** The layout as drawn, with its frame ('ein Abzeichen in einem Kreis'). */
export function sayLayout(spec: Pick<LogoSpec, "layout" | "container">, language: OtherLanguage): string {
  const frame = spec.container === "none" ? "" : ` ${FRAME_WORDS[spec.container][language]}`;
  return `${LAYOUT_WORDS[spec.layout][language]}${frame}`;
}

const FACE_KINDS: Record<"script" | "handwritten" | "serif" | "sans", Record<OtherLanguage, string>> = {
  script: {
    de: "einer Schreibschrift",
    es: "una caligráfica",
    fr: "une écriture cursive",
    it: "un corsivo calligrafico",
    pt: "uma cursiva",
  },
  handwritten: {
    de: "einer Handschrift",
    es: "una manuscrita",
    fr: "une manuscrite",
    it: "una scrittura a mano",
    pt: "uma manuscrita",
  },
  serif: {
    de: "einer Serifenschrift",
    es: "una con serifa",
    fr: "une à empattements",
    it: "un carattere con grazie",
    pt: "uma com serifa",
  },
  sans: {
    de: "einer serifenlosen Schrift",
    es: "una sin serifa",
    fr: "une sans empattements",
    it: "un carattere senza grazie",
    pt: "uma sem serifa",
  },
};

/** The typeface by its name and kind ('Playfair Display, einer Serifenschrift'). */
export function sayTypeface(spec: Pick<LogoSpec, "typeface">, language: OtherLanguage): string {
  const face = faceOf(spec.typeface.id);
  const traits = face.traits as readonly string[];
  const kind = traits.includes("script") ? "script" : traits.includes("handwritten") ? "handwritten" : traits.includes("serif") ? "serif" : "sans";
  return `${face.family} (${FACE_KINDS[kind][language]})`;
}

const label = (name: string) => readableLabel(name.replace(/-/g, " "));

/** What the mark shows, in the answer's words, or null for lettering alone. */
export function sayMark(spec: LogoSpec, language: OtherLanguage): string {
  const letters = spec.mark?.kind === "lettermark" ? spec.mark.letters : initials(spec.brand);
  if (spec.layout === "wordmark") return MARK_SENTENCES.wordmark[language];
  if (spec.layout === "monogram" || spec.mark?.kind === "lettermark") return MARK_SENTENCES.letters[language].replace("{letters}", letters);
  if (spec.mark?.kind === "geometric") return MARK_SENTENCES.figure[language].replace("{brand}", spec.brand);
  if (!spec.icon) return MARK_SENTENCES.lettering[language];
  const thing = sayThing(label(spec.icon.name), language);
  const shown = thing ?? MARK_SENTENCES.unnamed[language].replace("{label}", label(spec.icon.name));
  const second = spec.mark?.kind === "emblem" && spec.mark.second ? sayThing(label(spec.mark.second.name), language) : null;
  const { ingredients } = ownershipOf(spec);
  const made = spec.mark?.kind === "emblem" ? MARK_SENTENCES[ingredients.length > 1 ? "ownMany" : "own"][language].replace("{drawings}", ingredientsLabel(ingredients)) : "";
  return `${MARK_SENTENCES.shows[language].replace("{thing}", shown)}${second ? MARK_SENTENCES.with[language].replace("{thing}", language === "de" ? germanDative(second) : second) : ""}${made}.`;
}

const MARK_SENTENCES: Record<"wordmark" | "letters" | "figure" | "lettering" | "unnamed" | "shows" | "with" | "own" | "ownMany", Record<OtherLanguage, string>> = {
  wordmark: {
    de: "Es ist eine Wortmarke: Der Name allein trägt das Logo, ohne Symbol.",
    es: "Es un logotipo de texto: el nombre solo lleva la identidad, sin símbolo.",
    fr: "C’est un logotype : le nom seul porte l’identité, sans symbole.",
    it: "È un logotipo di solo testo: il nome da solo porta l’identità, senza simbolo.",
    pt: "É um logotipo só de texto: o nome sozinho carrega a identidade, sem símbolo.",
  },
  letters: {
    de: "Das Zeichen sind die Initialen „{letters}“, aus den Buchstaben der Schrift selbst geschnitten.",
    es: "El símbolo son las iniciales «{letters}», recortadas de las propias letras de la tipografía.",
    fr: "Le symbole, ce sont les initiales « {letters} », taillées dans les lettres mêmes de la police.",
    it: "Il simbolo sono le iniziali «{letters}», ricavate dalle lettere stesse del carattere.",
    pt: "O símbolo são as iniciais «{letters}», recortadas das próprias letras da fonte.",
  },
  figure: {
    de: "Das Zeichen ist eine abstrakte Figur, ihre Teile aus den Buchstaben von „{brand}“ abgeleitet, sodass keine andere Marke sie hat.",
    es: "El símbolo es una figura abstracta, sus partes tomadas de las letras de «{brand}», así que ninguna otra marca la tiene.",
    fr: "Le symbole est une figure abstraite, ses parties tirées des lettres de « {brand} », si bien qu’aucune autre marque ne l’a.",
    it: "Il simbolo è una figura astratta, le sue parti ricavate dalle lettere di «{brand}», così nessun altro marchio ce l’ha.",
    pt: "O símbolo é uma figura abstrata, as suas partes tiradas das letras de «{brand}», por isso nenhuma outra marca a tem.",
  },
  lettering: {
    de: "Das Zeichen überlässt alles der Schrift.",
    es: "El símbolo se deja a las letras.",
    fr: "Le symbole est laissé aux lettres.",
    it: "Il simbolo è lasciato alle lettere.",
    pt: "O símbolo fica a cargo das letras.",
  },
  unnamed: {
    de: "das Motiv „{label}“",
    es: "el motivo «{label}»",
    fr: "le motif « {label} »",
    it: "il motivo «{label}»",
    pt: "o motivo «{label}»",
  },
  shows: {
    de: "Das Zeichen zeigt {thing}",
    es: "El símbolo muestra {thing}",
    fr: "Le symbole montre {thing}",
    it: "Il simbolo mostra {thing}",
    pt: "O símbolo mostra {thing}",
  },
  with: {
    de: " mit {thing}",
    es: " con {thing}",
    fr: " avec {thing}",
    it: " con {thing}",
    pt: " com {thing}",
  },
  // What the certificate says too (workers/protocol/ownership.ts, `ingredientsNote`).
  own: {
    de: ". Die Zeichnung ({drawings}) ist eine offene Zeichnung, die jeder nutzen darf; das Zeichen, das daraus gemacht ist, entsteht für dieses Logo, und wer es kauft, besitzt es",
    es: ". El dibujo ({drawings}) es un dibujo abierto que cualquiera puede usar; el símbolo hecho con él se dibuja para este logo, y es de quien lo compre",
    fr: ". Le dessin ({drawings}) est un dessin libre que chacun peut utiliser ; le symbole fait avec lui est dessiné pour ce logo, et appartient à qui l’achète",
    it: ". Il disegno ({drawings}) è un disegno libero che chiunque può usare; il simbolo fatto con esso è disegnato per questo logo, e appartiene a chi lo acquista",
    pt: ". O desenho ({drawings}) é um desenho aberto que qualquer pessoa pode usar; o símbolo feito com ele é desenhado para este logótipo, e pertence a quem o comprar",
  },
  ownMany: {
    de: ". Die Zeichnungen ({drawings}) sind offene Zeichnungen, die jeder nutzen darf; das Zeichen, das daraus gemacht ist, entsteht für dieses Logo, und wer es kauft, besitzt es",
    es: ". Los dibujos ({drawings}) son dibujos abiertos que cualquiera puede usar; el símbolo hecho con ellos se dibuja para este logo, y es de quien lo compre",
    fr: ". Les dessins ({drawings}) sont des dessins libres que chacun peut utiliser ; le symbole fait avec eux est dessiné pour ce logo, et appartient à qui l’achète",
    it: ". I disegni ({drawings}) sono disegni liberi che chiunque può usare; il simbolo fatto con essi è disegnato per questo logo, e appartiene a chi lo acquista",
    pt: ". Os desenhos ({drawings}) são desenhos abertos que qualquer pessoa pode usar; o símbolo feito com eles é desenhado para este logótipo, e pertence a quem o comprar",
  },
};

function list(items: readonly string[], language: OtherLanguage): string {
  const and = { de: "und", es: "y", fr: "et", it: "e", pt: "e" }[language];
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The ratio as the English narration floors it (narration.ts), with a decimal comma. */
const ratio = (value: number) => formatRatio(value).replace(".", ",");

const SENTENCES: Record<string, Record<OtherLanguage, string>> = {
  named: {
    de: "Ich nenne es „{brand}“.",
    es: "Lo llamo «{brand}».",
    fr: "Je l’appelle « {brand} ».",
    it: "Lo chiamo «{brand}».",
    pt: "Chamo-lhe «{brand}».",
  },
  unlettered: {
    de: "„{name}“ kann ich nicht setzen: Die Schriften hier zeichnen nur das lateinische Alphabet, darum steht vorerst „{brand}“ da; schreib „umbenennen in …“ mit dem Namen in lateinischen Buchstaben.",
    es: "No puedo rotular «{name}»: las tipografías de aquí solo dibujan el alfabeto latino, así que «{brand}» lo ocupa por ahora; escribe «renombrar a …» con el nombre en letras latinas.",
    fr: "Je ne peux pas écrire « {name} » : les polices d’ici ne dessinent que l’alphabet latin, alors « {brand} » le remplace pour l’instant ; écris « renommer en … » avec le nom en lettres latines.",
    it: "Non posso scrivere «{name}»: i caratteri qui disegnano solo l’alfabeto latino, quindi per ora c’è «{brand}»; scrivi «rinomina in …» con il nome in lettere latine.",
    pt: "Não consigo escrever «{name}»: as fontes daqui só desenham o alfabeto latino, por isso «{brand}» ocupa o lugar por agora; escreve «renomear para …» com o nome em letras latinas.",
  },
  unnamed: {
    de: "Du hast keinen Namen genannt, darum steht vorerst „{brand}“ da; schreib „umbenennen in …“, um deinen zu setzen.",
    es: "No mencionaste un nombre, así que «{brand}» lo ocupa por ahora; escribe «renombrar a …» para usar el tuyo.",
    fr: "Tu n’as pas donné de nom, alors « {brand} » le remplace pour l’instant ; écris « renommer en … » pour mettre le tien.",
    it: "Non hai indicato un nome, quindi per ora c’è «{brand}»; scrivi «rinomina in …» per usare il tuo.",
    pt: "Não indicaste um nome, por isso «{brand}» ocupa o lugar por agora; escreve «renomear para …» para usar o teu.",
  },
  tagline: {
    de: "Der Slogan „{tagline}“ steht unter dem Namen.",
    es: "El eslogan «{tagline}» va debajo del nombre.",
    fr: "Le slogan « {tagline} » se place sous le nom.",
    it: "Lo slogan «{tagline}» sta sotto il nome.",
    pt: "O slogan «{tagline}» fica por baixo do nome.",
  },
  style: {
    de: "Der Stil ist {styles}: {layout}, gesetzt in {face}.",
    es: "El estilo es {styles}: {layout}, con la tipografía {face}.",
    fr: "Le style est {styles} : {layout}, composé en {face}.",
    it: "Lo stile è {styles}: {layout}, composto in {face}.",
    pt: "O estilo é {styles}: {layout}, com a fonte {face}.",
  },
  colours: {
    de: "Die Farben: {mark} für das Zeichen und {text} für die Schrift, auf {ground}.",
    es: "Los colores: {mark} para el símbolo y {text} para el texto, sobre {ground}.",
    fr: "Les couleurs : {mark} pour le symbole et {text} pour le texte, sur {ground}.",
    it: "I colori: {mark} per il simbolo e {text} per il testo, su {ground}.",
    pt: "As cores: {mark} para o símbolo e {text} para o texto, sobre {ground}.",
  },
  coloursFramed: {
    de: "Die Farben: {frame} für den Rahmen, {mark} für das Zeichen und {text} für die Schrift, auf {ground}.",
    es: "Los colores: {frame} para el marco, {mark} para el símbolo y {text} para el texto, sobre {ground}.",
    fr: "Les couleurs : {frame} pour le cadre, {mark} pour le symbole et {text} pour le texte, sur {ground}.",
    it: "I colori: {frame} per la cornice, {mark} per il simbolo e {text} per il testo, su {ground}.",
    pt: "As cores: {frame} para a moldura, {mark} para o símbolo e {text} para o texto, sobre {ground}.",
  },
  textOnlyFramed: {
    de: "Die Farben: {frame} für den Rahmen und {text} für die Schrift, auf {ground}.",
    es: "Los colores: {frame} para el marco y {text} para el texto, sobre {ground}.",
    fr: "Les couleurs : {frame} pour le cadre et {text} pour le texte, sur {ground}.",
    it: "I colori: {frame} per la cornice e {text} per il testo, su {ground}.",
    pt: "As cores: {frame} para a moldura e {text} para o texto, sobre {ground}.",
  },
  textOnly: {
    de: "Die Farben: {text} für die Schrift, auf {ground}.",
    es: "Los colores: {text} para el texto, sobre {ground}.",
    fr: "Les couleurs : {text} pour le texte, sur {ground}.",
    it: "I colori: {text} per il testo, su {ground}.",
    pt: "As cores: {text} para o texto, sobre {ground}.",
  },
  ground: {
    de: "einem Hintergrund in {colour}",
    es: "un fondo {colour}",
    fr: "un fond {colour}",
    it: "uno sfondo {colour}",
    pt: "um fundo {colour}",
  },
  clear: {
    de: "transparentem Hintergrund",
    es: "fondo transparente",
    fr: "fond transparent",
    it: "sfondo trasparente",
    pt: "fundo transparente",
  },
  contrast: {
    de: "Der Kontrast der Schrift beträgt {ratio}{on}, über den 4,5:1, die WCAG AA verlangt.",
    es: "El contraste del texto es {ratio}{on}, por encima del 4,5:1 que pide WCAG AA.",
    fr: "Le contraste du texte est de {ratio}{on}, au-dessus des 4,5:1 que demande WCAG AA.",
    it: "Il contrasto del testo è {ratio}{on}, sopra il 4,5:1 richiesto da WCAG AA.",
    pt: "O contraste do texto é {ratio}{on}, acima dos 4,5:1 que a WCAG AA pede.",
  },
  // A ratio that just meets AA (floored to 4,5:1) is no ratio 'above' it.
  contrastJust: {
    de: "Der Kontrast der Schrift beträgt {ratio}{on}: genau die 4,5:1, die WCAG AA verlangt.",
    es: "El contraste del texto es {ratio}{on}: justo el 4,5:1 que pide WCAG AA.",
    fr: "Le contraste du texte est de {ratio}{on} : juste les 4,5:1 que demande WCAG AA.",
    it: "Il contrasto del testo è {ratio}{on}: proprio il 4,5:1 richiesto da WCAG AA.",
    pt: "O contraste do texto é {ratio}{on}: exatamente os 4,5:1 que a WCAG AA pede.",
  },
  onWhite: {
    de: " auf einer weißen Seite",
    es: " sobre una página blanca",
    fr: " sur une page blanche",
    it: " su una pagina bianca",
    pt: " sobre uma página branca",
  },
  // Requests answered in words alone (refine/replies.ts), as the English answers say them
  "reply:earlier version": {
    de: "Jede frühere Version bleibt erhalten: Mit den Pfeilen neben dem Logo kommst du zu ihr zurück.",
    es: "Todas las versiones anteriores se guardan: vuelve a ellas con las flechas junto al logo.",
    fr: "Chaque version précédente est conservée : reviens-y avec les flèches à côté du logo.",
    it: "Ogni versione precedente è conservata: ci torni con le frecce accanto al logo.",
    pt: "Todas as versões anteriores ficam guardadas: volta a elas com as setas ao lado do logo.",
  },
  "reply:effects": {
    de: "Die Logos hier sind in flachen Farben gezeichnet, damit sie sich sauber drucken, sticken und skalieren lassen: ohne Schatten, 3D, Leuchten oder Verläufe.",
    es: "Aquí los logos se dibujan en colores planos para que se impriman, se borden y se escalen sin problemas: sin sombras, 3D, brillos ni degradados.",
    fr: "Ici, les logos sont dessinés en aplats de couleur pour s’imprimer, se broder et s’agrandir proprement : ni ombres, ni 3D, ni lueurs, ni dégradés.",
    it: "Qui i loghi sono disegnati in colori piatti, così si stampano, si ricamano e si scalano in modo pulito: niente ombre, 3D, bagliori o sfumature.",
    pt: "Aqui os logos são desenhados em cores planas, para se imprimirem, bordarem e escalarem sem problemas: sem sombras, 3D, brilhos nem degradês.",
  },
  "reply:flat": {
    de: "Es ist schon flach: in vollen Farben gezeichnet, ohne Schatten oder Verläufe.",
    es: "Ya es plano: dibujado en colores sólidos, sin sombras ni degradados.",
    fr: "Il est déjà plat : dessiné en couleurs pleines, sans ombres ni dégradés.",
    it: "È già piatto: disegnato in colori pieni, senza ombre né sfumature.",
    pt: "Já é plano: desenhado em cores sólidas, sem sombras nem degradês.",
  },
  "reply:margin": {
    de: "Jedes Logo wird mit demselben Rand auf seine Fläche gezeichnet, damit seine Dateien überall gleich sitzen: Ich kann es nicht heran- oder herauszoomen. Versuch „mach das Zeichen kleiner“ oder „mehr Abstand zwischen den Buchstaben“.",
    es: "Cada logo se dibuja con el mismo margen en su lienzo, para que sus archivos encajen igual en cualquier uso: no puedo acercarlo ni alejarlo. Prueba «haz el símbolo más pequeño» o «más espacio entre las letras».",
    fr: "Chaque logo est dessiné avec la même marge sur sa surface, pour que ses fichiers s’alignent partout où on les utilise : je ne peux pas zoomer ni dézoomer. Essaie « rends le symbole plus petit » ou « plus d’espace entre les lettres ».",
    it: "Ogni logo è disegnato con lo stesso margine sulla sua superficie, così i suoi file si allineano ovunque li usi: non posso ingrandirlo né rimpicciolirlo nell’insieme. Prova «rimpicciolisci il simbolo» o «più spazio tra le lettere».",
    pt: "Cada logo é desenhado com a mesma margem na sua área, para que os ficheiros se alinhem onde quer que sejam usados: não consigo aproximá-lo nem afastá-lo. Experimenta «diminui o símbolo» ou «mais espaço entre as letras».",
  },
  "reply:two lines": {
    de: "Jeder Aufbau setzt den Namen in eine Zeile, solange er passt, und bricht nur einen zu langen Namen um, deshalb kann ich nicht wählen, wo er umbricht. Versuch „Symbol links“ oder „mehr Abstand zwischen den Buchstaben“.",
    es: "Cada composición pone el nombre en una línea mientras cabe y solo parte un nombre demasiado largo, así que no puedo elegir dónde se parte. Prueba «símbolo a la izquierda» o «más espacio entre las letras».",
    fr: "Chaque composition met le nom sur une ligne tant qu’il tient et ne coupe qu’un nom trop long, je ne peux donc pas choisir où il se coupe. Essaie « symbole à gauche » ou « plus d’espace entre les lettres ».",
    it: "Ogni composizione mette il nome su una riga finché ci sta e manda a capo solo un nome troppo lungo, quindi non posso scegliere dove va a capo. Prova «simbolo a sinistra» o «più spazio tra le lettere».",
    pt: "Cada composição põe o nome numa linha enquanto cabe e só parte um nome demasiado longo, por isso não consigo escolher onde parte. Experimenta «símbolo à esquerda» ou «mais espaço entre as letras».",
  },
  "reply:detail": {
    de: "Jedes Zeichen besteht aus wenigen klaren Formen, damit es vom Browser-Tab bis zum Ladenschild deutlich bleibt: Mehr Details würden im Kleinen verschwimmen, deshalb kann ich keine hinzufügen. Versuch „ein anderes Symbol“ oder „mach das Zeichen größer“.",
    es: "Cada símbolo se dibuja con pocas formas limpias para que se vea claro desde la pestaña del navegador hasta el letrero de una tienda: más detalle se emborronaría en pequeño, así que no puedo añadirlo. Prueba «otro icono» o «haz el símbolo más grande».",
    fr: "Chaque symbole est dessiné en quelques formes nettes pour rester lisible de l’onglet du navigateur à l’enseigne d’une boutique : plus de détails deviendraient flous en petit, je ne peux donc pas en ajouter. Essaie « une autre icône » ou « agrandis le symbole ».",
    it: "Ogni simbolo è disegnato con poche forme nette, così resta chiaro dalla scheda del browser all’insegna di un negozio: più dettagli si confonderebbero in piccolo, quindi non posso aggiungerli. Prova «un’altra icona» o «ingrandisci il simbolo».",
    pt: "Cada símbolo é desenhado com poucas formas limpas para se ver bem do separador do navegador à placa de uma loja: mais detalhe ficaria desfocado em pequeno, por isso não o posso acrescentar. Experimenta «outro ícone» ou «aumenta o símbolo».",
  },
  "reply:spelling": {
    de: "Schreib mir den Namen so, wie er richtig lautet (sag „benenne um in“ und den Namen): Ich setze ihn genau so, wie du ihn tippst.",
    es: "Escríbeme el nombre tal como debe ser (di «cambia el nombre a» y el nombre): lo pongo exactamente como lo escribas.",
    fr: "Écris-moi le nom tel qu’il doit être (dis « change le nom en » puis le nom) : je le mets exactement comme tu l’écris.",
    it: "Scrivimi il nome com’è giusto (di’ «cambia il nome in» e il nome): lo metto esattamente come lo scrivi.",
    pt: "Escreve-me o nome como deve ser (diz «mude o nome para» e o nome): ponho-o exatamente como o escreves.",
  },
  "reply:buying": {
    de: "Mit dem Purchase-Button neben dem Logo kaufst du es, mit oder ohne Konto: das ganze Markenpaket (SVG-, PDF- und PNG-Dateien, das Zeichen allein, Website-Icons und einen Markenleitfaden) und die exklusiven kommerziellen Rechte. Bis dahin tragen seine Bilder ein Wasserzeichen.",
    es: "El botón Purchase junto al logo lo compra, con o sin cuenta: el kit de marca completo (archivos SVG, PDF y PNG, el símbolo solo, iconos para la web y una guía de marca) y los derechos comerciales exclusivos. Hasta entonces sus imágenes llevan una marca de agua.",
    fr: "Le bouton Purchase à côté du logo l’achète, avec ou sans compte : tout le kit de marque (fichiers SVG, PDF et PNG, le symbole seul, les icônes du site et un guide de marque) et les droits commerciaux exclusifs. D’ici là, ses images portent un filigrane.",
    it: "Il pulsante Purchase accanto al logo lo compra, con o senza account: l’intero kit del marchio (file SVG, PDF e PNG, il simbolo da solo, le icone per il sito e una guida del marchio) e i diritti commerciali esclusivi. Fino ad allora le sue immagini hanno una filigrana.",
    pt: "O botão Purchase ao lado do logo compra-o, com ou sem conta: o kit de marca completo (ficheiros SVG, PDF e PNG, o símbolo sozinho, ícones para o site e um guia de marca) e os direitos comerciais exclusivos. Até lá, as suas imagens têm uma marca de água.",
  },
  "reply:name stays": {
    de: "Der Name bleibt im Logo: Es wird als Zeichen und Name zusammen gestaltet und verkauft. Das Zeichen allein bekommst du im Markenpaket als eigene Dateien (SVG und PNG), für die Stellen, an denen es ohne den Namen steht.",
    es: "El nombre se queda en el logo: se diseña y se vende como símbolo y nombre juntos. El símbolo solo viene en el kit de marca, en archivos propios (SVG y PNG), para los sitios donde va sin el nombre.",
    fr: "Le nom reste dans le logo : il est conçu et vendu avec le symbole et le nom ensemble. Le symbole seul est fourni dans le kit de marque, en fichiers à part (SVG et PNG), pour les endroits où il figure sans le nom.",
    it: "Il nome resta nel logo: è disegnato e venduto come simbolo e nome insieme. Il simbolo da solo arriva nel kit del marchio, in file propri (SVG e PNG), per i posti dove sta senza il nome.",
    pt: "O nome fica no logo: é desenhado e vendido como símbolo e nome juntos. O símbolo sozinho vem no kit de marca, em ficheiros próprios (SVG e PNG), para os sítios onde aparece sem o nome.",
  },
  "reply:mark after": {
    de: "Das Zeichen steht immer vor dem Namen, wo es zuerst gesehen wird, deshalb kann ich es nicht dahinter setzen. Versuch „ein anderes Layout“.",
    es: "El símbolo va siempre antes del nombre, donde se ve primero, así que no puedo ponerlo detrás. Prueba «otra composición».",
    fr: "Le symbole vient toujours avant le nom, là où on le voit en premier, je ne peux donc pas le mettre après. Essaie « une autre mise en page ».",
    it: "Il simbolo viene sempre prima del nome, dove si vede per primo, quindi non posso metterlo dopo. Prova «un altro layout».",
    pt: "O símbolo vem sempre antes do nome, onde é visto primeiro, por isso não o posso pôr depois. Experimenta «quero outro layout».",
  },
  "reply:simplest": {
    de: "Es ist schon so schlicht wie seine Teile: ein Zeichen und der Name. Für den Namen allein bitte um „entferne das Symbol“.",
    es: "Ya es tan sencillo como sus partes: un símbolo y el nombre. Para el nombre solo, pide «quita el símbolo».",
    fr: "Il est déjà aussi simple que ses parties : un symbole et le nom. Pour le nom seul, demande « enlève le symbole ».",
    it: "È già semplice quanto le sue parti: un simbolo e il nome. Per il solo nome, chiedi «togli il simbolo».",
    pt: "Já é tão simples quanto as suas partes: um símbolo e o nome. Para o nome sozinho, pede «remove o símbolo».",
  },
  "reply:name alone": {
    de: "Es ist schon so schlicht, wie ein Logo sein kann: der Name allein.",
    es: "Ya es tan sencillo como puede ser un logo: el nombre solo.",
    fr: "Il est déjà aussi simple qu’un logo peut l’être : le nom seul.",
    it: "È già semplice quanto può esserlo un logo: il nome da solo.",
    pt: "Já é tão simples quanto um logo pode ser: o nome sozinho.",
  },
  "reply:nudge": {
    de: "Jeder Aufbau bringt Zeichen und Namen ins Gleichgewicht, deshalb kann ich keins von beiden von Hand verschieben. Versuch „mach das Zeichen größer“, „Zeichen links“ oder „Zeichen über dem Namen“.",
    es: "Cada composición equilibra el símbolo y el nombre, así que no puedo mover uno a mano. Prueba «haz el símbolo más grande», «símbolo a la izquierda» o «símbolo encima del nombre».",
    fr: "Chaque composition équilibre le symbole et le nom, je ne peux donc pas déplacer l’un à la main. Essaie « agrandis le symbole », « symbole à gauche » ou « symbole au-dessus du nom ».",
    it: "Ogni composizione bilancia il simbolo e il nome, quindi non posso spostarne uno a mano. Prova «ingrandisci il simbolo», «simbolo a sinistra» o «simbolo sopra il nome».",
    pt: "Cada composição equilibra o símbolo e o nome, por isso não consigo mover um à mão. Experimenta «aumenta o símbolo», «símbolo à esquerda» ou «símbolo acima do nome».",
  },
  "reply:dislike": {
    de: "Sag mir, was ich ändern soll (das Zeichen, die Farben oder die Schrift), oder bitte um „andere Ideen“ für eine neue Richtung; jede Version bleibt erhalten.",
    es: "Dime qué cambiar (el símbolo, los colores o la tipografía), o pide «otras ideas» para una nueva dirección; todas las versiones se guardan.",
    fr: "Dis-moi quoi changer (le symbole, les couleurs ou la police), ou demande « d'autres idées » pour une nouvelle direction ; chaque version est conservée.",
    it: "Dimmi cosa cambiare (il simbolo, i colori o il carattere), oppure chiedi «altre idee» per una nuova direzione; ogni versione è conservata.",
    pt: "Diz-me o que mudar (o símbolo, as cores ou a fonte), ou pede «outras ideias» para uma nova direção; todas as versões ficam guardadas.",
  },
  "reply:turn": {
    de: "Jedes Zeichen steht aufrecht, so wie seine Zeichnung gemacht ist, deshalb kann ich es nicht spiegeln oder drehen. Versuch „ein anderes Symbol“ oder „mach das Zeichen größer“.",
    es: "Cada símbolo se dibuja derecho, tal como está hecho su dibujo, así que no puedo voltearlo ni girarlo. Prueba «otro símbolo» o «haz el símbolo más grande».",
    fr: "Chaque symbole est dessiné droit, tel que son dessin est fait, je ne peux donc pas le retourner ni le faire pivoter. Essaie « un autre symbole » ou « agrandis le symbole ».",
    it: "Ogni simbolo è disegnato dritto, così com’è fatto il suo disegno, quindi non posso capovolgerlo né ruotarlo. Prova «un altro simbolo» o «ingrandisci il simbolo».",
    pt: "Cada símbolo é desenhado direito, tal como o seu desenho é feito, por isso não consigo espelhá-lo nem rodá-lo. Experimenta «outro símbolo» ou «aumenta o símbolo».",
  },
  "reply:imitation": {
    de: "Ich kann es nicht wie das Logo einer anderen Marke aussehen lassen: Ein Logo von hier wird nur für dich gezeichnet, und eines wie ihres könnte das nicht sein. Sag mir, was dir daran gefällt, zum Beispiel „fettere Schrift“ oder „nur zwei Farben“.",
    es: "No puedo hacer que se parezca al logo de otra marca: un logo comprado aquí se dibuja solo para ti, y uno como el suyo no podría serlo. Dime qué te gusta de él, por ejemplo «solo dos colores» o «más redondo».",
    fr: "Je ne peux pas le faire ressembler au logo d’une autre marque : un logo acheté ici est dessiné pour toi seul, et un logo comme le leur ne pourrait pas l’être. Dis-moi ce qui te plaît chez lui, par exemple « seulement deux couleurs » ou « police plus grasse ».",
    it: "Non posso farlo somigliare al logo di un altro marchio: un logo comprato qui è disegnato solo per te, e uno come il loro non potrebbe esserlo. Dimmi cosa ti piace di quello, per esempio «solo due colori» o «più grassetto».",
    pt: "Não consigo fazê-lo parecer o logo de outra marca: um logo comprado aqui é desenhado só para ti, e um como o deles não o poderia ser. Diz-me o que gostas nele, por exemplo «só duas cores» ou «mais negrito».",
  },
  "reply:praise": {
    de: "Schön, dass es dir gefällt. Du kannst es so kaufen oder unten eine weitere Änderung beschreiben.",
    es: "Me alegra que te guste. Puedes comprarlo tal como está o describir otro cambio abajo.",
    fr: "Ravi qu’il te plaise. Tu peux l’acheter tel quel ou décrire un autre changement en bas.",
    it: "Sono contento che ti piaccia. Puoi acquistarlo così com’è o descrivere un’altra modifica qui sotto.",
    pt: "Ainda bem que gostas. Podes comprá-lo tal como está ou descrever outra alteração em baixo.",
  },
  "reply:frame weight": {
    de: "Der Rahmen hat die eine Linienstärke, die ihn mit dem Zeichen ins Gleichgewicht bringt, deshalb bleibt er so. Versuch „entferne den Rahmen“ oder „in einem Sechseck“.",
    es: "El marco tiene el único grosor de línea que lo equilibra con el símbolo, así que se queda como está. Prueba «quita el marco» o «en un hexágono».",
    fr: "Le cadre a la seule épaisseur de trait qui l’équilibre avec le symbole, il reste donc tel quel. Essaie « enlève le cadre » ou « dans un hexagone ».",
    it: "La cornice ha l’unico spessore di linea che la bilancia con il simbolo, quindi resta com’è. Prova «togli la cornice» o «in un esagono».",
    pt: "A moldura tem a única espessura de linha que a equilibra com o símbolo, por isso fica como está. Experimenta «tira a moldura» ou «num hexágono».",
  },
  // Requests the design cannot take (refine/context.ts, decline), said why as the English answers say it
  "reply:no mark": {
    de: "Eine Wortmarke ist nur der Name: Sie hat kein Zeichen, das ich dafür ändern könnte. Füge zuerst eins hinzu, zum Beispiel „füge einen Stern hinzu“.",
    es: "Un logotipo solo de texto es el nombre y nada más: no tiene un símbolo que pueda cambiar para eso. Añade uno primero, por ejemplo «añade una estrella».",
    fr: "Un logotype, c’est le nom seul : il n’a pas de symbole que je puisse changer pour cela. Ajoutes-en d’abord un, par exemple « ajoute une étoile ».",
    it: "Un logotipo di solo testo è il nome e basta: non ha un simbolo che io possa cambiare per questo. Aggiungine prima uno, per esempio «aggiungi una stella».",
    pt: "Um logotipo só de texto é apenas o nome: não tem um símbolo que eu possa mudar para isso. Adiciona primeiro um, por exemplo «adiciona uma estrela».",
  },
  "reply:badge name": {
    de: "In einem Abzeichen hat der Name die Größe, die ihm sein Rahmen gibt, wie groß das Zeichen auch ist; deshalb bleibt er so. Mit „Zeichen über dem Namen“ kann er gegenüber dem Zeichen wachsen oder schrumpfen.",
    es: "En una insignia, el nombre tiene el tamaño que le da su marco, sea cual sea el tamaño del símbolo; por eso se queda como está. Con «símbolo encima del nombre» puede crecer o encogerse frente al símbolo.",
    fr: "Dans un insigne, le nom a la taille que lui donne son cadre, quelle que soit celle du symbole ; il reste donc tel quel. Avec « symbole au-dessus du nom », il peut grandir ou rapetisser face au symbole.",
    it: "In un distintivo il nome ha la dimensione che gli dà la sua cornice, qualunque sia quella del simbolo; per questo resta com’è. Con «simbolo sopra il nome» può crescere o rimpicciolire rispetto al simbolo.",
    pt: "Num emblema, o nome tem o tamanho que a moldura lhe dá, seja qual for o do símbolo; por isso fica como está. Com «símbolo acima do nome» pode crescer ou encolher em relação ao símbolo.",
  },
  "reply:largest mark": {
    de: "Das Zeichen ist schon so groß, wie der Aufbau es zulässt.",
    es: "El símbolo ya es tan grande como lo permite la composición.",
    fr: "Le symbole est déjà aussi grand que la composition le permet.",
    it: "Il simbolo è già grande quanto la composizione consente.",
    pt: "O símbolo já é tão grande quanto a composição permite.",
  },
  "reply:smallest mark": {
    de: "Das Zeichen ist schon so klein, wie der Aufbau es zulässt.",
    es: "El símbolo ya es tan pequeño como lo permite la composición.",
    fr: "Le symbole est déjà aussi petit que la composition le permet.",
    it: "Il simbolo è già piccolo quanto la composizione consente.",
    pt: "O símbolo já é tão pequeno quanto a composição permite.",
  },
  "reply:no subject": {
    de: "Dafür braucht es ein Zeichen, und ich hatte nichts, was ich zeichnen könnte. Sag mir, was es zeigen soll, zum Beispiel „füge einen Stern hinzu“.",
    es: "Para eso hace falta un símbolo y no tenía nada que dibujar. Dime qué debe mostrar, por ejemplo «añade una estrella».",
    fr: "Il faut pour cela un symbole, et je n’avais rien à dessiner. Dis-moi ce qu’il doit montrer, par exemple « ajoute une étoile ».",
    it: "Per questo serve un simbolo e non avevo nulla da disegnare. Dimmi cosa deve mostrare, per esempio «aggiungi una stella».",
    pt: "Para isso é preciso um símbolo, e eu não tinha nada para desenhar. Diz-me o que deve mostrar, por exemplo «adiciona uma estrela».",
  },
  "reply:no drawing": {
    de: "Dafür habe ich unter den Zeichnungen nichts Passendes gefunden, deshalb bleibt das Zeichen, wie es war.",
    es: "No encontré entre los dibujos ninguno que encaje, así que el símbolo se queda como estaba.",
    fr: "Je n’ai trouvé aucun dessin qui convienne, le symbole reste donc tel qu’il était.",
    it: "Non ho trovato tra i disegni nessuno adatto, quindi il simbolo resta com’era.",
    pt: "Não encontrei entre os desenhos nenhum que sirva, por isso o símbolo fica como estava.",
  },
  "reply:no lines": {
    de: "Dieses Zeichen hat keine Linien, die ich dicker oder dünner machen könnte; es bleibt, wie es war.",
    es: "Este símbolo no tiene líneas que pueda hacer más gruesas o más finas; se queda como estaba.",
    fr: "Ce symbole n’a pas de traits que je puisse épaissir ou affiner ; il reste tel qu’il était.",
    it: "Questo simbolo non ha linee che io possa ispessire o assottigliare; resta com’era.",
    pt: "Este símbolo não tem linhas que eu possa engrossar ou afinar; fica como estava.",
  },
  "reply:no frame": {
    de: "Dieses Logo hat keinen Rahmen. Mit „in einem Kreis“ bekommt es einen.",
    es: "Este logo no tiene marco. Con «en un círculo» tendrá uno.",
    fr: "Ce logo n’a pas de cadre. Avec « dans un cercle », il en aura un.",
    it: "Questo logo non ha una cornice. Con «in un cerchio» ne avrà una.",
    pt: "Este logo não tem moldura. Com «num círculo» passa a ter uma.",
  },
  "reply:no tagline": {
    de: "Es gibt noch keinen Slogan. Füge einen hinzu, zum Beispiel „füge den Slogan Frisch jeden Morgen hinzu“; er steht dann unter dem Namen.",
    es: "Todavía no hay eslogan. Añade uno, por ejemplo «añade el eslogan Fresco cada mañana», y irá debajo del nombre.",
    fr: "Il n’y a pas encore de slogan. Ajoutes-en un, par exemple « ajoute le slogan Frais chaque matin », et il se placera sous le nom.",
    it: "Non c’è ancora uno slogan. Aggiungine uno, per esempio «aggiungi lo slogan Fresco ogni mattina», e andrà sotto il nome.",
    pt: "Ainda não há slogan. Adiciona um, por exemplo «adiciona o slogan Fresco todas as manhãs», e ele fica por baixo do nome.",
  },
  "reply:tagline words": {
    de: "Was soll der Slogan sagen? Nenn mir seine Worte, zum Beispiel „füge den Slogan Frisch jeden Morgen hinzu“.",
    es: "¿Qué debe decir el eslogan? Dime sus palabras, por ejemplo «añade el eslogan Fresco cada mañana».",
    fr: "Que doit dire le slogan ? Donne-moi ses mots, par exemple « ajoute le slogan Frais chaque matin ».",
    it: "Cosa deve dire lo slogan? Dimmi le sue parole, per esempio «aggiungi lo slogan Fresco ogni mattina».",
    pt: "O que deve dizer o slogan? Diz-me as palavras, por exemplo «adiciona o slogan Fresco todas as manhãs».",
  },
  "reply:tagline place": {
    de: "Der Slogan steht immer unter dem Namen, wo er sich mit ihm liest, deshalb bleibt er dort.",
    es: "El eslogan va siempre debajo del nombre, donde se lee con él, así que se queda ahí.",
    fr: "Le slogan se place toujours sous le nom, où il se lit avec lui ; il y reste donc.",
    it: "Lo slogan sta sempre sotto il nome, dove si legge insieme a esso, quindi resta lì.",
    pt: "O slogan fica sempre por baixo do nome, onde se lê com ele, por isso fica aí.",
  },
  "reply:tagline colour": {
    de: "Der Slogan hat keine eigene Farbe: Er nimmt die Farbe des Zeichens, wo sie gut lesbar ist, sonst einen sanfteren Ton der Schrift. Versuch „mach die Schrift rot“ oder „mach das Zeichen rot“.",
    es: "El eslogan no tiene color propio: toma el del símbolo cuando se lee bien y, si no, un tono más suave del texto. Prueba «haz el texto rojo» o «haz el símbolo rojo».",
    fr: "Le slogan n’a pas de couleur à lui : il prend celle du symbole quand elle se lit bien, sinon une teinte plus douce du texte. Essaie « mets le texte en rouge » ou « mets le symbole en rouge ».",
    it: "Lo slogan non ha un colore proprio: prende quello del simbolo quando si legge bene, altrimenti una tonalità più tenue del testo. Prova «rendi il testo rosso» o «rendi il simbolo rosso».",
    pt: "O slogan não tem cor própria: usa a do símbolo quando se lê bem e, se não, um tom mais suave do texto. Experimenta «deixa o texto vermelho» ou «deixa o símbolo vermelho».",
  },
  "reply:greys": {
    de: "Die Farben sind Grautöne, die keine Wärme haben, die ich drehen könnte. Nenn eine Farbe, zum Beispiel „mach es blau“.",
    es: "Los colores son grises, sin calidez que pueda cambiar. Nombra un color, por ejemplo «hazlo azul».",
    fr: "Les couleurs sont des gris, sans chaleur que je puisse changer. Nomme une couleur, par exemple « fais-le en bleu ».",
    it: "I colori sono grigi, senza un calore da spostare. Indica un colore, per esempio «rendilo blu».",
    pt: "As cores são cinzentos, sem calor que eu possa mudar. Diz uma cor, por exemplo «deixa-o azul».",
  },
  "reply:accent place": {
    de: "Das Zeichen ist aus dem Rahmen ausgeschnitten, der in der Hauptfarbe des Logos gezeichnet ist, deshalb hat ein Akzent keinen eigenen Teil, den er färben könnte. Nenn stattdessen eine Farbe für die Schrift, zum Beispiel „mach die Schrift rot“.",
    es: "El símbolo está recortado del marco, que se dibuja en el color principal del logo, así que un acento no tiene una parte propia que colorear. Nombra en su lugar un color para el texto, por ejemplo «haz el texto rojo».",
    fr: "Le symbole est découpé dans le cadre, dessiné dans la couleur principale du logo : un accent n’a donc pas de partie à lui à colorer. Nomme plutôt une couleur pour le texte, par exemple « mets le texte en rouge ».",
    it: "Il simbolo è ritagliato dalla cornice, disegnata nel colore principale del logo, quindi un accento non ha una parte sua da colorare. Indica invece un colore per il testo, per esempio «rendi il testo rosso».",
    pt: "O símbolo está recortado da moldura, desenhada na cor principal do logo, por isso um acento não tem uma parte própria para colorir. Diz antes uma cor para o texto, por exemplo «deixa o texto vermelho».",
  },
  "reply:absent colour": {
    de: "Diese Farbe kommt im Logo nicht vor.",
    es: "Ese color no aparece en el logo.",
    fr: "Cette couleur n’apparaît pas dans le logo.",
    it: "Quel colore non compare nel logo.",
    pt: "Essa cor não aparece no logo.",
  },
  "reply:absent style": {
    de: "Diesen Stil hat das Logo gerade nicht. Nenn den Look, den du möchtest, zum Beispiel „mach es eleganter“.",
    es: "El logo no tiene ahora ese estilo. Di el aire que quieres, por ejemplo «hazlo más elegante».",
    fr: "Le logo n’a pas ce style en ce moment. Dis-moi l’allure que tu veux, par exemple « rends-le plus élégant ».",
    it: "Il logo ora non ha quello stile. Dimmi l’aspetto che vuoi, per esempio «rendilo più elegante».",
    pt: "O logo não tem esse estilo agora. Diz o visual que queres, por exemplo «deixa-o mais elegante».",
  },
  "reply:tagline size": {
    de: "Die Größe des Slogans richtet sich nach der des Namens, damit beide zusammen gelesen werden; allein kann ich sie nicht ändern. Versuch „mach die Schrift größer“ oder „entferne den Slogan“.",
    es: "El tamaño del eslogan sale del del nombre, para que se lean juntos; no puedo cambiarlo por separado. Prueba «haz el texto más grande» o «quita el eslogan».",
    fr: "La taille du slogan découle de celle du nom, pour qu’ils se lisent ensemble ; je ne peux pas la changer seule. Essaie « agrandis le texte » ou « enlève le slogan ».",
    it: "La dimensione dello slogan deriva da quella del nome, così si leggono insieme; non posso cambiarla da sola. Prova «ingrandisci il testo» o «togli lo slogan».",
    pt: "O tamanho do slogan segue o do nome, para que se leiam juntos; não consigo mudá-lo sozinho. Experimenta «aumenta o texto» ou «remove o slogan».",
  },
  "reply:unlettered": {
    de: "Das kann ich nicht setzen: Die Schriften hier zeichnen nur das lateinische Alphabet, deshalb bleibt es, wie es war. Schreib es in lateinischen Buchstaben.",
    es: "No puedo rotular eso: las tipografías de aquí solo dibujan el alfabeto latino, así que se queda como estaba. Escríbelo en letras latinas.",
    fr: "Je ne peux pas l’écrire : les polices d’ici ne dessinent que l’alphabet latin, il reste donc tel qu’il était. Écris-le en lettres latines.",
    it: "Non posso scriverlo: i caratteri qui disegnano solo l’alfabeto latino, quindi resta com’era. Scrivilo in lettere latine.",
    pt: "Não consigo escrever isso: as fontes daqui só desenham o alfabeto latino, por isso fica como estava. Escreve-o em letras latinas.",
  },
  "reply:tagline style": {
    de: "Der Slogan steht immer in gesperrten Großbuchstaben, in einer Schrift, die zu der des Namens passt, damit beide zusammen gelesen werden: Für sich allein kann ich ihn nicht anders setzen. Versuch „kursive Schrift“ für den Namen oder „entferne den Slogan“.",
    es: "El eslogan va siempre en mayúsculas espaciadas, en una tipografía que acompaña a la del nombre, para que se lean juntos: no puedo cambiar su estilo por separado. Prueba «letra cursiva» para el nombre o «quita el eslogan».",
    fr: "Le slogan est toujours en capitales espacées, dans une police assortie à celle du nom, pour qu’ils se lisent ensemble : je ne peux pas changer son style seul. Essaie « en italique » pour le nom ou « enlève le slogan ».",
    it: "Lo slogan è sempre in maiuscole spaziate, in un carattere che si accompagna a quello del nome, così si leggono insieme: non posso cambiarne lo stile da solo. Prova «in corsivo» per il nome o «togli lo slogan».",
    pt: "O slogan vai sempre em maiúsculas espaçadas, numa fonte que acompanha a do nome, para se lerem juntos: não consigo mudar o seu estilo sozinho. Experimenta «em itálico» para o nome ou «remove o slogan».",
  },
  asItWas: {
    de: "Das Logo ist unverändert.",
    es: "El logo sigue como estaba.",
    fr: "Le logo reste tel qu’il était.",
    it: "Il logo è rimasto com’era.",
    pt: "O logo ficou como estava.",
  },
  // Changes
  nothing: {
    de: "An diesem Entwurf hat sich nichts geändert: Das konnte ich so nicht umsetzen. Beschreib gern anders, was du ändern möchtest.",
    es: "Este diseño no ha cambiado: no pude hacerlo así. Describe de otra forma lo que quieres cambiar.",
    fr: "Ce logo n’a pas changé : je n’ai pas pu le faire ainsi. Décris autrement ce que tu veux changer.",
    it: "Questo logo non è cambiato: non sono riuscito a farlo così. Descrivi in altro modo cosa vuoi cambiare.",
    pt: "Este logo não mudou: não consegui fazê-lo assim. Descreve de outra forma o que queres mudar.",
  },
  newName: {
    de: "Der Name lautet jetzt „{brand}“.",
    es: "El nombre ahora es «{brand}».",
    fr: "Le nom est maintenant « {brand} ».",
    it: "Il nome ora è «{brand}».",
    pt: "O nome agora é «{brand}».",
  },
  newTagline: {
    de: "Der Slogan lautet jetzt „{tagline}“.",
    es: "El eslogan ahora es «{tagline}».",
    fr: "Le slogan est maintenant « {tagline} ».",
    it: "Lo slogan ora è «{tagline}».",
    pt: "O slogan agora é «{tagline}».",
  },
  noTagline: {
    de: "Der Slogan ist entfernt.",
    es: "He quitado el eslogan.",
    fr: "J’ai retiré le slogan.",
    it: "Ho tolto lo slogan.",
    pt: "Tirei o slogan.",
  },
  newMark: {
    de: "Neu am Zeichen: {mark}.",
    es: "Nuevo en el símbolo: {mark}.",
    fr: "Nouveau pour le symbole : {mark}.",
    it: "Novità nel simbolo: {mark}.",
    pt: "Novo no símbolo: {mark}.",
  },
  newLayout: {
    de: "Der Aufbau ist jetzt {layout}.",
    es: "La composición ahora es {layout}.",
    fr: "La composition est maintenant {layout}.",
    it: "La composizione ora è {layout}.",
    pt: "A composição agora é {layout}.",
  },
  newFace: {
    de: "Die Schrift ist jetzt {face}.",
    es: "La tipografía ahora es {face}.",
    fr: "La police est maintenant {face}.",
    it: "Il carattere ora è {face}.",
    pt: "A fonte agora é {face}.",
  },
  shades: {
    de: "Die Farbtöne sind fein nachjustiert.",
    es: "He ajustado ligeramente los tonos.",
    fr: "J’ai légèrement ajusté les teintes.",
    it: "Ho ritoccato leggermente le tonalità.",
    pt: "Ajustei ligeiramente os tons.",
  },
  heavierFace: {
    de: "Die Schrift ist jetzt kräftiger (Stärke {weight}).",
    es: "El texto ahora es más grueso (peso {weight}).",
    fr: "Le texte est maintenant plus gras (graisse {weight}).",
    it: "Il testo ora è più marcato (peso {weight}).",
    pt: "O texto agora é mais grosso (peso {weight}).",
  },
  lighterFace: {
    de: "Die Schrift ist jetzt feiner (Stärke {weight}).",
    es: "El texto ahora es más fino (peso {weight}).",
    fr: "Le texte est maintenant plus fin (graisse {weight}).",
    it: "Il testo ora è più sottile (peso {weight}).",
    pt: "O texto agora é mais fino (peso {weight}).",
  },
  italic: {
    de: "Die Schrift ist jetzt kursiv.",
    es: "El texto ahora va en cursiva.",
    fr: "Le texte est maintenant en italique.",
    it: "Il testo ora è in corsivo.",
    pt: "O texto agora está em itálico.",
  },
  upright: {
    de: "Die Schrift steht jetzt aufrecht.",
    es: "El texto ahora va en redonda.",
    fr: "Le texte est maintenant en romain.",
    it: "Il testo ora è in tondo.",
    pt: "O texto agora está em redondo.",
  },
  newTextColour: {
    de: "Die Schrift ist jetzt in {colour}.",
    es: "El texto ahora es {colour}.",
    fr: "Le texte est maintenant {colour}.",
    it: "Il testo ora è {colour}.",
    pt: "O texto agora é {colour}.",
  },
  newMarkColour: {
    de: "Das Zeichen ist jetzt in {colour}.",
    es: "El símbolo ahora es {colour}.",
    fr: "Le symbole est maintenant {colour}.",
    it: "Il simbolo ora è {colour}.",
    pt: "O símbolo agora é {colour}.",
  },
  newFrameColour: {
    de: "Der Rahmen ist jetzt in {colour}.",
    es: "El marco ahora es {colour}.",
    fr: "Le cadre est maintenant {colour}.",
    it: "La cornice ora è {colour}.",
    pt: "A moldura agora é {colour}.",
  },
  newGround: {
    de: "Der Hintergrund ist jetzt {ground}.",
    es: "El fondo ahora es {ground}.",
    fr: "Le fond est maintenant {ground}.",
    it: "Lo sfondo ora è {ground}.",
    pt: "O fundo agora é {ground}.",
  },
  groundWord: {
    de: "in {colour}",
    es: "{colour}",
    fr: "{colour}",
    it: "{colour}",
    pt: "{colour}",
  },
  clearGround: {
    de: "transparent",
    es: "transparente",
    fr: "transparent",
    it: "trasparente",
    pt: "transparente",
  },
  alreadySo: {
    de: "Der Entwurf ist schon so, wie du es beschreibst; daran ist nichts zu ändern.",
    es: "El diseño ya es así; no he cambiado nada.",
    fr: "Le logo est déjà ainsi ; je n’ai rien changé.",
    it: "Il logo è già così; non ho cambiato nulla.",
    pt: "O logo já está assim; não mudei nada.",
  },
  strongerContrast: {
    de: "Schrift und Zeichen heben sich jetzt stärker von ihrem Grund ab.",
    es: "El texto y el símbolo ahora destacan más sobre su fondo.",
    fr: "Le texte et le symbole ressortent maintenant davantage sur leur fond.",
    it: "Il testo e il simbolo ora risaltano di più sul loro sfondo.",
    pt: "O texto e o símbolo destacam-se agora mais do fundo.",
  },
  bigger: {
    de: "Das Zeichen ist jetzt größer.",
    es: "El símbolo ahora es más grande.",
    fr: "Le symbole est maintenant plus grand.",
    it: "Il simbolo ora è più grande.",
    pt: "O símbolo agora é maior.",
  },
  smaller: {
    de: "Das Zeichen ist jetzt kleiner.",
    es: "El símbolo ahora es más pequeño.",
    fr: "Le symbole est maintenant plus petit.",
    it: "Il simbolo ora è più piccolo.",
    pt: "O símbolo agora é menor.",
  },
  thicker: {
    de: "Die Linien des Zeichens sind jetzt kräftiger.",
    es: "Las líneas del símbolo ahora son más gruesas.",
    fr: "Les traits du symbole sont maintenant plus épais.",
    it: "Le linee del simbolo ora sono più spesse.",
    pt: "As linhas do símbolo agora são mais grossas.",
  },
  thinner: {
    de: "Die Linien des Zeichens sind jetzt feiner.",
    es: "Las líneas del símbolo ahora son más finas.",
    fr: "Les traits du symbole sont maintenant plus fins.",
    it: "Le linee del simbolo ora sono più sottili.",
    pt: "As linhas do símbolo agora são mais finas.",
  },
  upper: {
    de: "Der Name steht jetzt in Großbuchstaben.",
    es: "El nombre ahora va en mayúsculas.",
    fr: "Le nom est maintenant en majuscules.",
    it: "Il nome ora è in maiuscolo.",
    pt: "O nome agora está em maiúsculas.",
  },
  lower: {
    de: "Der Name steht jetzt in Kleinbuchstaben.",
    es: "El nombre ahora va en minúsculas.",
    fr: "Le nom est maintenant en minuscules.",
    it: "Il nome ora è in minuscolo.",
    pt: "O nome agora está em minúsculas.",
  },
  asTyped: {
    de: "Der Name steht jetzt so, wie er geschrieben ist.",
    es: "El nombre ahora va tal como se escribe.",
    fr: "Le nom est maintenant écrit tel quel.",
    it: "Il nome ora è scritto così com’è.",
    pt: "O nome agora está escrito tal como é.",
  },
  wider: {
    de: "Die Buchstaben stehen jetzt weiter auseinander.",
    es: "Las letras ahora están más espaciadas.",
    fr: "Les lettres sont maintenant plus espacées.",
    it: "Le lettere ora sono più spaziate.",
    pt: "As letras agora estão mais espaçadas.",
  },
  tighter: {
    de: "Die Buchstaben stehen jetzt enger.",
    es: "Las letras ahora están más juntas.",
    fr: "Les lettres sont maintenant plus serrées.",
    it: "Le lettere ora sono più strette.",
    pt: "As letras agora estão mais juntas.",
  },
  newStyle: {
    de: "Der Stil ist jetzt {styles}.",
    es: "El estilo ahora es {styles}.",
    fr: "Le style est maintenant {styles}.",
    it: "Lo stile ora è {styles}.",
    pt: "O estilo agora é {styles}.",
  },
  describe: {
    de: "Logo für „{brand}“ ({styles}): {layout}; Motiv: {mark}; Farben: {colours}; Schrift: {face}.",
    es: "Logo para «{brand}» ({styles}): {layout}; motivo: {mark}; colores: {colours}; tipografía: {face}.",
    fr: "Logo pour « {brand} » ({styles}) : {layout} ; motif : {mark} ; couleurs : {colours} ; police : {face}.",
    it: "Logo per «{brand}» ({styles}): {layout}; motivo: {mark}; colori: {colours}; carattere: {face}.",
    pt: "Logo para «{brand}» ({styles}): {layout}; motivo: {mark}; cores: {colours}; fonte: {face}.",
  },
};

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
