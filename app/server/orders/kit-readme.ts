/** The README at the top of a brand kit's ZIP: what each folder holds and what to do with it. */
import { KIT_GROUP_COPY } from "#app/lib/brand-kit.ts";
import { KIT_GROUPS } from "#protocol/render.ts";
import { SITE_NAME } from "#protocol/site.ts";
import type { StoredFileId, StoredKit } from "./files.server.ts";

export function kitReadme(logoName: string, kit: StoredKit, nameOf: (id: StoredFileId) => string): string {
  const lines = [`${logoName}: your brand kit from ${SITE_NAME}`, "", "Every file here was made from your logo's own vector design, so it is sharp at every size.", ""];
  for (const group of KIT_GROUPS) {
    const files = kit.files.filter((file) => file.id.startsWith(`${group}/`));
    if (files.length === 0) continue;
    const copy = KIT_GROUP_COPY[group];
    lines.push(`${group}/  ${copy.title}`, `  ${copy.text}`, ...files.map((file) => `    ${nameOf(file.id)}${file.width ? `  (${file.width} x ${file.height} px)` : ""}`), "");
  }
  for (const note of kit.notes) lines.push(note, "");
  lines.push("Keep this kit: it is yours. Your order page lets you download it again at any time.", "");
  return lines.join("\n");
}
