/**
 * The generation settings an operator may change (wrangler.toml `[vars]`), read with
 * their defaults so a missing or mistyped value never breaks a generation.
 */
/** The 429's message: what happened and what to do, in a person's words. */
export const RATE_LIMIT_MESSAGE = "You're creating logos very quickly. Please wait a minute and try again.";

export interface GenerationSettings {
  /** No agent event for this long ends a generation with an error. */
  stallMs: number;
  /** Interval of the SSE keep-alive comment to browsers. */
  keepAliveMs: number;
  /** Generations a visitor may start per minute. */
  limitPerVisitor: number;
  /** Generations one IP address (or IPv6 /64) may start per minute. */
  limitPerIp: number;
}

type SettingsEnv = Partial<
  Record<
    "GENERATION_STALL_SECONDS" | "GENERATION_KEEPALIVE_SECONDS" | "GENERATION_LIMIT_PER_VISITOR" | "GENERATION_LIMIT_PER_IP",
    string
  >
>;

export function generationSettings(env: SettingsEnv): GenerationSettings {
  return {
    stallMs: positive(env.GENERATION_STALL_SECONDS, 60) * 1000,
    keepAliveMs: positive(env.GENERATION_KEEPALIVE_SECONDS, 15) * 1000,
    limitPerVisitor: positive(env.GENERATION_LIMIT_PER_VISITOR, 10),
    limitPerIp: positive(env.GENERATION_LIMIT_PER_IP, 30),
  };
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(number) && number > 0 ? number : fallback;
}
