/**
 * Requests answered in words: praise, going back to an earlier version, and effects the
 * logos are never drawn with. Each gets an answer that says so, not "I couldn't tell what
 * to change"; read after every reader, so an answer says the logo is as it was only when
 * nothing else in the request changed it.
 */
import { type Context } from "./context.ts";
import type { Remaining } from "#agent/planner/text.ts";

export function applyReplies(rest: Remaining, context: Context): void {
  const changed = context.said.length > 0;
  const unchanged = changed ? "" : " The logo is as it was.";
  rest.take(/\b(?:undo|go\s+back|revert|(?:the\s+)?(?:previous|last|earlier|first|old(?:er)?)\s+(?:one|version)|as\s+it\s+was(?:\s+before)?)\b/, () => {
    context.said.push(`Every earlier version is kept: go back to it with the arrows beside the logo.${unchanged}`);
  });
  rest.take(/\b(?:drop\s+)?shadows?\b|\b3-?d\b|\bbevel(?:led)?\b|\bemboss(?:ed)?\b|\bgradients?\b|\bglow(?:ing)?\b|\bglossy\b|\bshiny\b|\bmetallic\s+(?:look|effect|finish)\b/, () => {
    context.said.push(`Logos here are drawn in flat colour, so they print, embroider and scale cleanly: no shadows, 3D, glows or gradients.${unchanged}`);
  });
  rest.take(/\b(?:make\s+it\s+)?flat(?:ter)?\b(?!\s+(?:top|bottom|lay|white))/, () => {
    context.said.push("It is already flat: drawn in solid colours, with no shadows or gradients.");
  });
  rest.take(/\b(?:move|shift|nudge|push|raise|lower)\s+(?:the\s+)?(?:icon|mark|symbol|graphic|name|text|lettering|logo|tagline)\s+(?:a\s+(?:bit|little)\s+)?(?:up|down|higher|lower)(?:wards)?\b/, () => {
    context.said.push(`Each layout places the mark and the name in balance, so I can't nudge one by hand. Try “make the icon bigger”, “icon on the left” or “icon above the name”.${unchanged}`);
  });
  if (changed) return;
  rest.take(/^\s*(?:i\s+)?(?:love|like)\s+(?:it|this(?:\s+one)?)\b|^\s*(?:perfect|great|awesome|amazing|beautiful|nice|lovely|looks\s+(?:good|great)|thanks?|thank\s+you)\b/, () => {
    context.said.push("Glad you like it. It is ready to buy as it is, or describe another change in the prompt bar.");
  });
}
