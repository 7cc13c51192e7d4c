/**
 * The one way tests make a design (a LogoSpec): a sound, complete design, with what a test
 * is about given as overrides. Agent tests parse it with the agent's schema (testSpec in
 * tests/agent/helpers.ts); app tests use it as the design a record or an agent holds.
 */
import type { z } from "zod";
import type { logoSpecShape } from "#protocol/logo-spec.ts";

export type LogoSpecFixture = z.infer<typeof logoSpecShape>;

/** A modern coffee logo with a tagline: the mark above the name, no frame, on warm white. */
const BASE: LogoSpecFixture = {
  version: 2,
  mark: null,
  brand: "Summit Coffee",
  tagline: "Roasted in the hills",
  icon: { set: "phosphor", name: "coffee" },
  iconStyle: "duotone",
  iconScale: 1,
  layout: "icon-above",
  container: "none",
  palette: { background: "#fffbeb", primary: "#7c2d12", text: "#451a03", accent: "#fcd34d" },
  typeface: { id: "montserrat", weight: 700, italic: false },
  taglineTypeface: null,
  textCase: "as-typed",
  letterSpacing: 0,
  styles: ["Modern"],
  colorScheme: null,
  seed: 42,
};

export function logoSpecFixture(overrides: Partial<LogoSpecFixture> = {}): LogoSpecFixture {
  return { ...BASE, ...overrides, palette: { ...BASE.palette, ...overrides.palette } };
}
