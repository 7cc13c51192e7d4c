/**
 * Brands of one trade (issue 31's measure of distinct marks): eight trades, six names each,
 * as visitors type them, some with a drawable noun in the name. Used by
 * tests/agent/marks.test.ts and bench/marks.ts (docs/performance.md's table and picture).
 */
export interface TradeBrand {
  trade: string;
  name: string;
  /** The noun of the name a designer would draw ('fox'), when it has one the bundle draws. */
  noun: string | null;
}

const TABLE: [trade: string, names: [string, string | null][]][] = [
  ["a coffee shop", [["Bean There", null], ["Morning Ritual", null], ["Daily Grind", null], ["Copper Kettle", "kettle"], ["Black Fox Roasters", "fox"], ["Crema", null]]],
  ["a law firm", [["Anchor Law", "anchor"], ["Hale & Partners", null], ["Justitia Legal", null], ["Owl Counsel", "owl"], ["Marsh Whitfield", null], ["Keystone Advocates", null]]],
  ["a bakery", [["Golden Crust", null], ["Rise & Shine", null], ["Wheat & Honey", "wheat"], ["Crumb", null], ["Bee Sweet Bakehouse", "bee"], ["Flour Mill", null]]],
  ["a dental clinic", [["Lighthouse Dental", "lighthouse"], ["Bright Smile", null], ["Pearl Dentistry", null], ["Crown Dental", "crown"], ["Gentle Care", null], ["Maple Dental", "maple"]]],
  ["a pet grooming salon", [["Happy Paws", null], ["Whale of a Time Pets", "whale"], ["Fluffy", null], ["Fox & Hound", "fox"], ["Wagging Tails", null], ["Pampered Pooch", null]]],
  ["a tech startup", [["Rocket Labs", "rocket"], ["Nimbus", null], ["Quantum Stack", null], ["Hummingbird AI", "hummingbird"], ["Bytewise", null], ["Orbit Systems", null]]],
  ["a florist", [["Hummingbird Flowers", "hummingbird"], ["Petal & Stem", null], ["Rose Garden Florist", "rose"], ["Bloom", null], ["Wildflower Co.", null], ["Oak & Ivy", "oak"]]],
  ["a yoga studio", [["Lotus Flow", "lotus"], ["Still Point", null], ["Breathe", null], ["Mountain Pose Yoga", "mountain"], ["Sun Salute", "sun"], ["Namaste Studio", null]]],
];

export const TRADE_BRANDS: readonly TradeBrand[] = TABLE.flatMap(([trade, names]) => names.map(([name, noun]) => ({ trade, name, noun })));

export function promptOf(brand: TradeBrand): string {
  return `A logo for ${brand.trade} called ${brand.name}`;
}
