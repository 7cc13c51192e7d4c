import { describe, expect, it } from "vitest";
import {
  colorButtonText,
  isBlankPrompt,
  promptModeAt,
  promptPlaceholder,
  refinedLogoId,
  styleButtonText,
} from "#app/lib/prompt.ts";
import { composePrompt, hasWords, visitorWords } from "#protocol/prompt-lines.ts";
import { refinementMessage } from "#protocol/refinement.ts";

describe("prompt bar rules (marketplace spec, sections 2, 4 and 5)", () => {
  it("names the chosen styles on the button, else 'Style'", () => {
    expect(styleButtonText([])).toBe("Style");
    expect(styleButtonText(["Modern", "Bold"])).toBe("Modern, Bold");
  });

  it("names the chosen scheme as '{scheme} Colors', else 'Color'", () => {
    expect(colorButtonText(null)).toBe("Color");
    expect(colorButtonText("Dark")).toBe("Dark Colors");
  });

  it("ignores prompts that are empty after trimming", () => {
    expect(isBlankPrompt("")).toBe(true);
    expect(isBlankPrompt(" \n\t ")).toBe(true);
    expect(isBlankPrompt(" a ")).toBe(false);
  });

  it("appends the style and colour lines", () => {
    expect(composePrompt("  A fox for a bakery ", [], null)).toBe("A fox for a bakery");
    expect(composePrompt("A fox", ["Playful", "Bold"], "Light")).toBe(
      "A fox\nThe logo should represent these styles: Playful, Bold\nThe logo should use light colors",
    );
    expect(composePrompt("A fox", [], "Dark")).toBe("A fox\nThe logo should use dark colors");
  });

  it("asks for a new logo in words: emoji, punctuation or the bar's own lines alone are not a description", () => {
    for (const words of ["A bakery called Crumb", "Café Ünïcode", "咖啡店", "7-Eleven", "🍕 Pizza Piazza"]) expect(hasWords(words), words).toBe(true);
    for (const none of ["☕🌊✨", "🍕🍕", "  🎨  ", "!!! ???", "—"]) expect(hasWords(none), none).toBe(false);
    // The styles and colour lines the bar appends are not the visitor's words.
    expect(hasWords(composePrompt("☕✨", ["Modern", "Bold"], "Dark"))).toBe(false);
    expect(visitorWords(composePrompt("A fox", ["Modern"], "Light"))).toBe("A fox");
  });

  it("sends a refinement as is when it asks for a change, else prefixed", () => {
    expect(refinementMessage("Make it blue")).toBe("Make it blue");
    expect(refinementMessage("please CHANGE the font")).toBe("please CHANGE the font");
    expect(refinementMessage("modify the icon")).toBe("modify the icon");
    expect(refinementMessage("blue background")).toBe("Modify this logo: blue background");
  });

  it("reads the refined logo from /logo/ paths and picks the placeholder", () => {
    expect(refinedLogoId("/logo/logo_17_abc")).toBe("logo_17_abc");
    expect(refinedLogoId("/logo/12")).toBe("12");
    expect(refinedLogoId("/browse")).toBeNull();
    expect(promptPlaceholder(promptModeAt("/logo/3", undefined))).toBe("Change this logo...");
    expect(promptPlaceholder(promptModeAt("/", undefined))).toBe("Describe your logo...");
    // Someone else's generated logo: a version of one's own from it; a sold one: a new logo.
    expect(promptPlaceholder(promptModeAt("/logo/logo_1_a", "personalize"))).toBe("Describe your own version of this logo...");
    expect(promptPlaceholder(promptModeAt("/logo/logo_1_a", "new"))).toBe("Describe your logo...");
  });
});
