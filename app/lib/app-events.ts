/**
 * Window events that connect parts of the page that do not share React state
 * (marketplace spec section 2, prompt bar: "Events").
 */

export const FOCUS_PROMPT_EVENT = "logo:focus-prompt";
export const PERSONALIZE_EVENT = "logo:personalize";
/** A change asked for in the prompt bar on a logo page (spec: the logo-refinement event). */
export const LOGO_REFINEMENT_EVENT = "logo-refinement";

export interface LogoRefinementDetail {
  logoId: string;
  message: string;
}

/** A logo carried to the prompt bar as a baseline (spec: personalizationLogos entries). */
export interface PersonalizationLogo {
  id: string;
  name: string;
  image: string;
  bgColor: string;
  category: string;
  tags: string[];
  isGenerated: boolean;
}

export interface PersonalizeDetail {
  message: string;
  logos: PersonalizationLogo[];
}

export function requestPromptFocus() {
  window.dispatchEvent(new CustomEvent(FOCUS_PROMPT_EVENT));
}

export function requestPersonalization(detail: PersonalizeDetail) {
  window.dispatchEvent(new CustomEvent<PersonalizeDetail>(PERSONALIZE_EVENT, { detail }));
}

export function requestRefinement(detail: LogoRefinementDetail) {
  window.dispatchEvent(new CustomEvent<LogoRefinementDetail>(LOGO_REFINEMENT_EVENT, { detail }));
}

/** Opens the sign-in dialog on a tab (accounts spec section 2: it has no route). */
export const OPEN_SIGN_IN_EVENT = "logo:open-sign-in";

export function requestSignIn(tab: "signin" | "signup" | "reset" = "signin") {
  window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT, { detail: { tab } }));
}
