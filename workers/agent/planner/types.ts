/**
 * The planner's contract: what the agent's chat handler gives it and what it answers.
 * The deterministic planner and the optional LLM planner both implement `Planner`; the
 * handler validates every answer against `logoSpec` and falls back to the deterministic
 * planner when an LLM answer does not pass.
 */
import type { ColorScheme, Style } from "#protocol/taxonomy.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";

export interface ChatMessage {
  role: "user" | "assistant" | "system";
  content: string;
}

/** A logo the visitor chose as a baseline (personalization) or is refining. */
export interface ReferenceLogo {
  /**
   * The design, when one is known. The chat never reads one from an image (pictures carry
   * pixels only), so a reference from a request is its name and picture alone.
   */
  spec: LogoSpec | null;
  /** The catalogue name when it came from browse (`browse_logo_name`). */
  name: string | null;
}

export interface PlanInput {
  /** The newest user message, as sent (style and colour lines included). */
  prompt: string;
  /** Earlier messages of the conversation, oldest first. */
  history: ChatMessage[];
  /**
   * For a refinement: the design being changed, as the app sent it from its records (the
   * request's `design`). null for a new logo.
   */
  parent: LogoSpec | null;
  /** Baselines for a new logo (personalization); empty otherwise. */
  references: ReferenceLogo[];
  /** Variety: the same input and seed give the same plan. */
  seed: number;
  /**
   * Which idea for the mark: 0 first; the agent asks for the next when a mark is too like
   * a sold one (or an earlier version, for "other ideas").
   */
  markVariant?: number;
  /** The layouts of the logo's earlier versions (for "other ideas"), from the app's records. */
  earlierLayouts?: readonly LogoSpec["layout"][];
}

/** What the agent says about the logo, as `GET /logo/metadata` answers it. */
export interface LogoMetadata {
  name: string;
  description: string;
  tags: string[];
  /** One of the catalogue's 13 categories, the nearest to the subject. */
  category: string;
  /** One of the 46 preview background classes, the nearest to the design's background. */
  bgColor: string;
}

/**
 * A request answered in words alone (planner/refine/replies.ts): going back, effects, flatness, a nudge, the margin, the name's
 * lines, more detail, the mark after the name, buying, the name taken away, a misspelt name, praise; a frame's line
 * weight (refine/strokes.ts); a logo already as simple as it gets (refine/mark.ts); or one the design cannot take,
 * said why (`Decline`).
 */
export type ReplyKind = "earlier version" | "effects" | "flat" | "nudge" | "turn" | "dislike" | "imitation" | "margin" | "two lines" | "detail" | "mark after" | "simplest" | "name alone" | "praise" | "spelling" | "buying" | "name stays" | "frame weight" | Decline;

/**
 * Why a request understood changed nothing, where "it is already so" would be untrue: a
 * wordmark has no mark to resize, a badge's name keeps its frame's size, no drawing fits.
 * Recorded by the reader that declines, so an answer in another language says why too.
 */
export type Decline =
  | "no mark"
  | "badge name"
  | "largest mark"
  | "smallest mark"
  | "no subject"
  | "no drawing"
  | "no lines"
  | "no frame"
  | "no tagline"
  | "tagline words"
  | "tagline place"
  | "tagline colour"
  | "greys"
  | "accent place"
  | "absent colour"
  | "absent style"
  | "tagline size"
  | "unlettered"
  | "tagline style"
  | "darkest readable"
  | "lightest readable"
  | "knocked out";

export interface Plan {
  kind: "new" | "refinement";
  spec: LogoSpec;
  /**
   * What the agent decided, in words a person understands, one sentence per step
   * ('Naming it "Summit Coffee" and pairing a mountain with a coffee cup.'). Streamed as
   * `chunk` events while the logo is built. For a refinement it says what changed, and
   * for a request it could not apply literally, what it did instead.
   */
  narration: string[];
  metadata: LogoMetadata;
  /**
   * The visitor's language when it is not English: the narration and metadata are said in it,
   * from the final design (planner/languages), and said again if the design changes after planning.
   */
  language?: Exclude<import("#agent/planner/languages/language.ts").Language, "en">;
  /** What the planner read from the prompt, for tests and logs. */
  understood: {
    styles: Style[];
    colorScheme: ColorScheme | null;
    subject: string | null;
    /** For a new logo: whether the visitor asked for the drawing in its mark (a croissant): a mark drawn again keeps it, and says so. */
    drawingAsked?: boolean;
    /** For a new logo: whether the visitor gave the name (else a stand-in is used, and said to be one). */
    nameGiven?: boolean;
    /** A name given in letters no bundled face has, which a placeholder stands in for. */
    unlettered?: string;
    /** For a refinement: the parts of the design the request was read as editing (planner/edits.ts). */
    edits?: string[];
    /** For a refinement: what was answered in words alone ('undo', 'add a shadow'), said again in the visitor's language. */
    replies?: ReplyKind[];
  };
}

export interface Planner {
  readonly name: string;
  plan(input: PlanInput): Promise<Plan>;
}
