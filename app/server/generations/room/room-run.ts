/** What opens a generation room, and one attempt at a generation as the room keeps it. */
import type { DecodedFile } from "#app/server/generations/logo-files.server.ts";
import type { RelayChatRequest, ServerDesigns } from "#app/server/generations/chat-request.ts";

/** What the relay sends to `POST https://generation-room/open`. */
export interface OpenInput {
  request: RelayChatRequest & { generation_id: string };
  visitorId: string;
  /** The signed-in account that asked, if any: its generations are its own from the start. */
  userId?: string | null;
  ip: string;
  /**
   * The app minted `generation_id` for this very request (a request without one, the
   * no-JavaScript prompt): it starts without having been issued first. Never from a browser.
   */
  serverMinted?: boolean;
  /**
   * The designs the app looked up in D1 (app/server/generations/parent-design.server.ts): a
   * refinement's parent the requester owns, a personalization's references. Never from a browser.
   */
  designs?: ServerDesigns;
}

/** One attempt at a generation, alive only in this instance's memory. */
export interface Run {
  abort: AbortController;
  ended: boolean;
  finalImage: boolean;
  files: Promise<void> | null;
  spec: unknown;
  /** The agent's fingerprint of the mark (final_image.mark_fingerprint), kept with the record. */
  markFingerprint: string | null;
  imageError: string | null;
  /** The watermarked preview, served from here until R2 has it (see previewWhileStoring). */
  preview: DecodedFile | null;
  /** The agent's narration (its `chunk` events), kept with the generation's D1 record. */
  narration: string[];
}

export type StartOutcome = { kind: "started" } | { kind: "limited"; retryAfterSeconds: number } | { kind: "logo-id-taken" };
