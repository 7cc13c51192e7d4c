/**
 * A change request as explicit edits: the part of the design a request names and what the
 * readers may change for it. The refinement records an edit for each request it reads,
 * and afterwards every field no edit covers is put back as the parent had it, so a reader
 * that reaches too far can never change what nobody asked about.
 */
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";

const EDIT_ELEMENTS = [
  "brand text", "tagline", "case", "typeface", "spacing", "icon", "icon size", "icon style", "layout", "container",
  "lettering colour", "icon colour", "frame colour", "background", "colours", "style",
] as const;
export type EditElement = (typeof EDIT_ELEMENTS)[number];

type Field = Exclude<keyof LogoSpec, "palette" | "version" | "seed"> | `palette.${keyof LogoSpec["palette"]}`;

const PALETTE: Field[] = ["palette.background", "palette.primary", "palette.text", "palette.accent"];

/**
 * What each edit may change: its own fields, and the follow-ons it forces (a new typeface
 * re-picks the tagline's companion; an icon added to a wordmark needs a layout with room
 * for it; a colour that cannot be read changes the least else that lets it show, and says so).
 */
const FIELDS: Record<EditElement, readonly Field[]> = {
  "brand text": ["brand"],
  tagline: ["tagline", "taglineTypeface"],
  case: ["textCase"],
  typeface: ["typeface", "taglineTypeface", "letterSpacing", "textCase"],
  spacing: ["letterSpacing"],
  icon: ["icon", "mark", "layout", "container", "palette.primary"],
  "icon size": ["iconScale"],
  "icon style": ["iconStyle"],
  layout: ["layout", "container", "icon", "mark"],
  container: ["container", "layout", "mark"],
  "lettering colour": ["palette.text", "palette.accent", "palette.background", "palette.primary"],
  "icon colour": ["palette.primary", "palette.accent", "palette.background"],
  "frame colour": ["palette.accent"],
  background: PALETTE,
  colours: [...PALETTE, "colorScheme"],
  style: ["styles", "typeface", "taglineTypeface", "textCase", "letterSpacing", "iconStyle", ...PALETTE],
};

function read(spec: LogoSpec, field: Field): unknown {
  return field.startsWith("palette.") ? spec.palette[field.slice(8) as keyof LogoSpec["palette"]] : spec[field as keyof LogoSpec];
}

/**
 * `draft` with every field no edit covers put back as in `parent`, and the fields put back.
 * A put-back that would leave a design the renderer cannot draw is not made (the readers'
 * follow-ons keep a design drawable; this guard must never break one).
 */
export function keepUnedited(draft: LogoSpec, parent: LogoSpec, edits: ReadonlySet<EditElement>): { spec: LogoSpec; restored: Field[] } {
  const allowed = new Set([...edits].flatMap((edit) => FIELDS[edit]));
  const spec: LogoSpec = { ...draft, palette: { ...draft.palette } };
  const restored: Field[] = [];
  for (const field of [...Object.keys(FIELDS).flatMap((edit) => FIELDS[edit as EditElement]), "iconScale", "styles"] as Field[]) {
    if (allowed.has(field) || restored.includes(field) || JSON.stringify(read(draft, field)) === JSON.stringify(read(parent, field))) continue;
    restored.push(field);
    if (field.startsWith("palette.")) (spec.palette as Record<string, unknown>)[field.slice(8)] = read(parent, field);
    else (spec as Record<string, unknown>)[field] = read(parent, field);
  }
  if (restored.length > 0 && !logoSpec.safeParse(spec).success) return { spec: draft, restored: [] };
  return { spec, restored };
}
