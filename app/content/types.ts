/**
 * The shapes page copy is written in. Copy lives in app/content/*.ts as data so route
 * modules stay readable and the words have one home; components in
 * app/components/content render it.
 */

/**
 * A run of text. `[label](/path)` becomes a link (internal paths client-side, others
 * as plain anchors) and `**words**` is emphasised; nothing else is interpreted.
 */
export type Inline = string;

export type Block = Inline | { list: Inline[] } | { subheading: string };

export interface DocumentSection {
  /** Anchor for the table of contents, e.g. 'cookies'. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface Step {
  title: string;
  text: Inline;
}

export interface Faq {
  question: string;
  answer: Inline;
}

export interface Card {
  title: string;
  text: Inline;
}
