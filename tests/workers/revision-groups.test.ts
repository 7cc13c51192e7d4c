import { describe, expect, it } from "vitest";
import {
  createPlaceholder,
  groupVersions,
  myLogosList,
  versionCount,
  type GeneratedLogo,
  type RevisionGroup,
} from "#app/lib/generated-logos.ts";
import { LOGO_ID } from "#protocol/ids.ts";
import { logoVersions } from "#app/lib/logo-versions.ts";

const CATALOGUE_LOGO = {
  id: 5,
  name: "Lion Crest",
  image: "/logos/lion.webp",
  bgColor: "bg-white",
  category: "Animals",
  tags: ["lion"],
  description: "A lion.",
  designer: "Test",
  originalPath: "originals/lion.svg",
};

function logo(id: string, extra: Partial<GeneratedLogo> = {}): GeneratedLogo {
  return { ...createPlaceholder({ prompt: id, generationPrompt: id }), id, isGenerating: false, image: `/img/${id}.png`, ...extra };
}

function group(extra: Partial<RevisionGroup>): RevisionGroup {
  return { id: "revgroup_1_a", originalLogoId: "logo_1_a", logoIds: [], latestLogoId: "logo_1_a", createdAt: "", updatedAt: "", ...extra };
}

describe("generated logo placeholders (spec section 4)", () => {
  it("start generating at 0 with the spec's logo id format and the charged price, and no generation id yet", () => {
    const placeholder = createPlaceholder({ prompt: "A fox", generationPrompt: "A fox\nThe logo should use dark colors" });
    expect(placeholder.id).toMatch(LOGO_ID);
    // The server issues it when the generation starts (docs/decisions/0406).
    expect(placeholder.generationId).toBe("");
    expect(placeholder).toMatchObject({
      name: "A fox",
      image: "",
      category: "ai-generated",
      isGenerated: true,
      isGenerating: true,
      generationProgress: 0,
      priceCents: 999,
      isWatermarked: true,
      hasFullVersion: true,
      parentLogoId: null,
    });
    expect(placeholder.tags).toEqual(["ai-generated"]);
  });

  it("carry the reference logos when personalizing", () => {
    const reference = { id: "5", name: "Lion Crest", image: "/logos/lion.webp", bgColor: "bg-white", category: "Animals", tags: [], isGenerated: false };
    const placeholder = createPlaceholder({ prompt: "p", generationPrompt: "p", references: [reference] });
    expect(placeholder).toMatchObject({ isPersonalization: true, referenceLogos: [reference], tags: ["personalized", "ai-generated"] });
  });
});

describe("revision groups (spec section 4)", () => {
  const generatedGroup = group({ logoIds: ["logo_1_a", "logo_2_b", "logo_3_c", "logo_4_d"], latestLogoId: "logo_4_d" });
  const browseGroup = group({ originalLogoId: "5", originalLogoSource: "browse", refinementIds: ["logo_2_b", "logo_3_c"], latestLogoId: "logo_3_c" });

  it("count versions: logoIds for generated groups, refinements plus one for browse groups", () => {
    expect(versionCount(generatedGroup)).toBe(4);
    expect(versionCount(browseGroup)).toBe(3);
    expect(groupVersions(browseGroup)).toEqual(["5", "logo_2_b", "logo_3_c"]);
  });

  it("My Logos lists the latest version of each group only, newest first", () => {
    const logos = ["logo_9_z", "logo_4_d", "logo_3_c", "logo_2_b", "logo_1_a"].map((id) => logo(id));
    const entries = myLogosList(logos, [generatedGroup]);
    expect(entries.map((entry) => entry.logo.id)).toEqual(["logo_9_z", "logo_4_d"]);
    expect(entries[1]!.group).toBe(generatedGroup);
    expect(entries[0]!.group).toBeNull();
  });

  it("a catalogue logo page shows the original then its refinements", () => {
    const logos = [logo("logo_2_b"), logo("logo_3_c")];
    const versions = logoVersions({ kind: "catalogue", id: "5", logo: CATALOGUE_LOGO }, logos, [browseGroup]);
    expect(versions.map((version) => `${version.kind}:${version.id}`)).toEqual(["catalogue:5", "generated:logo_2_b", "generated:logo_3_c"]);
  });

  it("a generated logo page shows every version of its group, and a lone logo alone", () => {
    const logos = ["logo_1_a", "logo_2_b", "logo_3_c", "logo_4_d"].map((id) => logo(id));
    expect(logoVersions({ kind: "generated", id: "logo_2_b" }, logos, [generatedGroup]).map((version) => version.id)).toEqual(generatedGroup.logoIds);
    const lone = logoVersions({ kind: "generated", id: "logo_9_z" }, [logo("logo_9_z")], [generatedGroup]);
    expect(lone).toEqual([{ kind: "generated", id: "logo_9_z", logo: expect.objectContaining({ id: "logo_9_z" }) }]);
    // A version this browser does not hold is still a version (shown as missing).
    expect(logoVersions({ kind: "generated", id: "logo_7_q" }, [], [])[0]).toEqual({ kind: "generated", id: "logo_7_q", logo: null });
  });
});
