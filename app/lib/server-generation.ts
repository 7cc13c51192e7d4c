/**
 * A generation as the server's record describes it (what the logo page's loader sends
 * for a generated logo), and that record as the page's generated logo when this browser
 * holds none: a logo made without JavaScript, or opened from a shared link.
 */
import type { GenerationMetadata } from "#protocol/agent-protocol.ts";
import { createPlaceholder, type GeneratedLogo } from "./generated-logos.ts";

export interface ServerGeneration {
  generationId: string;
  status: "generating" | "completed" | "failed";
  error: string | null;
  prompt: string;
  createdAt: string;
  metadata: GenerationMetadata | null;
  previewUrl: string | null;
  /** The agent's narration, once the generation completed. */
  narration?: string[];
}

/** The server's record as the page's generated logo, for when this browser holds none. */
export function fromServer(id: string, server: ServerGeneration): GeneratedLogo {
  return {
    ...createPlaceholder({ prompt: server.prompt, generationPrompt: server.prompt }),
    id,
    generationId: server.generationId,
    name: server.metadata?.name || server.prompt || "Custom Logo",
    description: server.metadata?.description ?? server.prompt,
    tags: ["ai-generated", ...(server.metadata?.tags ?? [])],
    bgColor: server.metadata?.bgColor ?? "bg-white",
    image: server.previewUrl ?? "",
    isGenerating: server.status === "generating",
    generationProgress: server.status === "completed" ? 100 : 0,
    error: server.status === "failed" ? (server.error ?? "The generation failed.") : null,
    createdAt: server.createdAt,
    narration: server.narration ?? [],
  };
}
