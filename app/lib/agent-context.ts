/**
 * Called when a logo page opens (marketplace spec, section 7): the agent starts a fresh
 * conversation. Apart from the relay's client, which a page loads only when it starts a
 * generation.
 */
export function clearAgentContext() {
  // The answer is read to its end: a body left unread keeps the request open in the
  // browser, so the page's network never goes quiet (tools that wait for it time out).
  fetch("/agent/clear-context", { method: "POST" })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
