/** How the vocabularies write the forms of a word: endings, gender and number, phrases around it. */

export interface Vocabulary {
  /** Words only this language uses often: they tell the language apart. */
  telltales: readonly string[];
  /** What introduces a name ('namens', 'llamada'): the capitalised words after it are the name. */
  nameMarkers: readonly string[];
  /** Lower-case words that may sit inside a name between capitalised ones ('Jardín de Lucía'). */
  nameConnectors: readonly string[];
  words: readonly (readonly [string, string])[];
}

/** 'rot' -> rot, rote, roten, roter, rotes, rotem. */
export const de = (stem: string) => ["", "e", "en", "er", "es", "em"].map((ending) => stem + ending);
/** 'moderno' -> moderno, moderna, modernos, modernas; 'elegante' -> elegante, elegantes. */
export const romance = (word: string) =>
  word.endsWith("o") ? [word, `${word.slice(0, -1)}a`, `${word}s`, `${word.slice(0, -1)}as`] : word.endsWith("e") ? [word, `${word}s`] : [word, `${word}s`, `${word}es`];
/** 'moderne' -> moderne, modernes; 'élégant' -> élégant, élégante, élégants, élégantes. */
export const french = (word: string) => (word.endsWith("e") ? [word, `${word}s`] : [word, `${word}e`, `${word}s`, `${word}es`]);
/** Italian: 'moderno' -> moderno, moderna, moderni, moderne; 'elegante' -> elegante, eleganti. */
export const italian = (word: string) =>
  word.endsWith("o") ? [word, `${word.slice(0, -1)}a`, `${word.slice(0, -1)}i`, `${word.slice(0, -1)}e`] : word.endsWith("e") ? [word, `${word.slice(0, -1)}i`] : [word];

export const pairs = (forms: readonly string[], english: string) => forms.map((form) => [form, english] as const);

/** 'trop' before each form: 'trop grand', 'trop grande' …; or a word after it: 'grande demais'. */
export const before = (word: string, forms: readonly string[]) => forms.map((form) => `${word} ${form}`);
export const after = (word: string, forms: readonly string[]) => forms.map((form) => `${form} ${word}`);

/**
 * A part's size said to be wrong, read as the English the size readers know: each phrase
 * alone ('trop grand', 'grande demais') is 'too big', and after each verb ('est trop grand')
 * 'is too big'. A phrase that says 'too' only after a verb ('es muy grande', not 'hazlo muy
 * grande') is given with `alone` false.
 */
export const sizeSaidWrong = (verbs: readonly string[], phrases: { big: readonly string[]; small: readonly string[] }, alone = true) =>
  (["big", "small"] as const).flatMap((size) =>
    phrases[size].flatMap((phrase) => [...(alone ? [[phrase, `too ${size}`] as const] : []), ...verbs.map((verb) => [`${verb} ${phrase}`, `is too ${size}`] as const)]),
  );
