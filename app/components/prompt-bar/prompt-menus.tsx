import { AddLogosMenu } from "./add-logos-menu.tsx";
import { ColorPicker } from "./color-picker.tsx";
import { HelpPopup } from "./help-popup.tsx";
import { StylePicker } from "./style-picker.tsx";

/**
 * The prompt bar's menus: links, the style and colour choices (plain inputs of the
 * prompt's form) and the help. Markup only (a static island, imported as
 * `prompt-menus.tsx?markup`): the browser keeps the server's and loads this code only
 * where a page without the bar led to one with it.
 */
export default function PromptMenus() {
  return (
    <>
      <AddLogosMenu />
      <StylePicker />
      <ColorPicker />
      <HelpPopup />
    </>
  );
}
