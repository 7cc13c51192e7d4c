/**
 * Seeded choices. Every decision draws from its own stream, derived from the seed and the
 * decision's label, so adding or reordering decisions never reshuffles the others: the
 * same prompt and seed keep giving the same logo as the planner grows.
 */

import { seededRandom } from "#agent/design/random.ts";

/** FNV-1a, 32 bit: a stable hash of a string (labels, prompts). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}


export interface Scored<T> {
  value: T;
  score: number;
}

export interface Chooser {
  /** A number in [0, 1) for this decision. */
  unit(label: string): number;
  pick<T>(label: string, items: readonly T[]): T;
  /**
   * Picks among the suitable options: those scoring within `tolerance` of the best.
   * The best is likelier, but another seed can land on any suitable one: that is the
   * variety a visitor sees when they generate again.
   */
  pickAmongBest<T>(label: string, options: readonly Scored<T>[], tolerance: number): T;
}

export function createChooser(seed: number): Chooser {
  const unit = (label: string) => seededRandom((seed ^ hashString(label)) >>> 0)();
  return {
    unit,
    pick<T>(label: string, items: readonly T[]): T {
      if (items.length === 0) throw new Error(`nothing to pick for ${label}`);
      return items[Math.floor(unit(label) * items.length)]!;
    },
    pickAmongBest<T>(label: string, options: readonly Scored<T>[], tolerance: number): T {
      if (options.length === 0) throw new Error(`nothing to pick for ${label}`);
      const best = Math.max(...options.map((option) => option.score));
      const suitable = options.filter((option) => option.score >= best - tolerance);
      // Weight by closeness to the best so strong fits stay the common outcome.
      const weights = suitable.map((option) => 1 + (option.score - (best - tolerance)));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = unit(label) * total;
      for (let i = 0; i < suitable.length; i++) {
        roll -= weights[i]!;
        if (roll < 0) return suitable[i]!.value;
      }
      return suitable[suitable.length - 1]!.value;
    },
  };
}
