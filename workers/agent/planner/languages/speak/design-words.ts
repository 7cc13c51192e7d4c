/** The design's parts in the answers' words: styles, layouts, frames, typefaces and what the mark shows. */
import type { Style } from "#protocol/taxonomy.ts";
import { ingredientsLabel, ownershipOf } from "#protocol/ownership.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { initials } from "#agent/design/marks.ts";
import { readableLabel } from "#agent/planner/icon-labels.ts";
import { faceOf } from "#agent/planner/typography.ts";
import type { OtherLanguage } from "#agent/planner/languages/language.ts";
import { germanDative, sayThing } from "#agent/planner/languages/subjects.ts";
import type { Words } from "./words.ts";

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

export const FRAME_WORDS: Words<Exclude<LogoSpec["container"], "none">> = {
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

export const label = (name: string) => readableLabel(name.replace(/-/g, " "));

/** "and" between two drawings' names. */
const AND: Record<OtherLanguage, string> = { de: "und", es: "y", fr: "et", it: "e", pt: "e" };

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
  const made = spec.mark?.kind === "emblem" ? MARK_SENTENCES[ingredients.length > 1 ? "ownMany" : "own"][language].replace("{drawings}", ingredientsLabel(ingredients, AND[language])) : "";
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
