/**
 * Called when a logo page opens (marketplace spec, section 7): the agent starts a fresh
 * conversation. Apart from the relay's client, which a page loads only when it starts a
 * generation.
 */
export function clearAgentContext() {
  fetch("/agent/clear-context", { method: "POST" }).catch(() => undefined);
}
