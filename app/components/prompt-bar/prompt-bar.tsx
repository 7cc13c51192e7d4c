// Placeholder replaced by the prompt bar shell (see issue 2).
export function PromptBar() {
  return null;
}
