/** Colours in the answers: the families a colour is named by, and their words in each language. */
import type { OtherLanguage } from "#agent/planner/languages/language.ts";
import type { Words } from "./words.ts";

/** A colour's family, the words the answers and their checks share. */
const COLOUR_FAMILIES = [
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
type ColourFamily = (typeof COLOUR_FAMILIES)[number];

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
  // Greyed yellows and oranges (khaki, tan, brass) are no gold: beige when light, else brown.
  if (h >= 20 && h < 70 && s < 0.45) return l >= 0.55 ? "beige" : "brown";
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
