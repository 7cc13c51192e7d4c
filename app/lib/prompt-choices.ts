/**
 * The prompt bar's style and colour choices, read from its form (the inputs are plain
 * form fields: without JavaScript they post with the prompt). With JavaScript the bar
 * names the choices on their buttons, lets a second click on the chosen colour unselect
 * it, and clears them once a prompt is sent.
 */
import { colorButtonText, styleButtonText } from "./prompt.ts";
import type { ColorScheme, Style } from "#protocol/taxonomy.ts";

export interface PromptChoices {
  styles: Style[];
  scheme: ColorScheme | null;
}

/** What is chosen, in the form's order (the spec's order of the styles). */
export function readChoices(form: HTMLFormElement): PromptChoices {
  const data = new FormData(form);
  const scheme = data.get("colorScheme");
  return { styles: data.getAll("styles").map(String) as Style[], scheme: typeof scheme === "string" && scheme ? (scheme as ColorScheme) : null };
}

/** Unticks every choice and names none. */
export function clearChoices(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name="styles"], input[name="colorScheme"]')) input.checked = false;
  nameChoices(form);
}

/** The buttons say what is chosen: 'Modern, Bold', 'Dark Colors'. */
export function nameChoices(form: HTMLFormElement): void {
  const { styles, scheme } = readChoices(form);
  const label = (name: string) => form.querySelector(`[data-choice-label="${name}"]`);
  const stylesLabel = label("styles");
  const schemeLabel = label("colorScheme");
  if (stylesLabel) stylesLabel.textContent = styleButtonText(styles);
  if (schemeLabel) schemeLabel.textContent = colorButtonText(scheme);
}

/**
 * Follows the form's choices until the returned function is called: names them as they
 * change, and unselects the colour scheme when its chosen radio is clicked again (a click
 * on a checked radio changes nothing by itself).
 */
export function followChoices(form: HTMLFormElement): () => void {
  let scheme = readChoices(form).scheme;
  function onClick(event: MouseEvent) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "colorScheme") return;
    if (input.value === scheme) input.checked = false;
    scheme = input.checked ? (input.value as ColorScheme) : null;
    nameChoices(form);
  }
  const onChange = () => {
    scheme = readChoices(form).scheme;
    nameChoices(form);
  };
  form.addEventListener("click", onClick);
  form.addEventListener("change", onChange);
  nameChoices(form);
  return () => {
    form.removeEventListener("click", onClick);
    form.removeEventListener("change", onChange);
  };
}
