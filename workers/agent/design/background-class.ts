/**
 * The 46 preview background classes (marketplace spec section 3) as colours, and the
 * nearest class to a design's background: what the agent reports as a logo's bgColor.
 */
import { BACKGROUND_CHOICES } from "../../../app/lib/taxonomy.ts";
import { parseHex } from "./color.ts";

/** Tailwind's palette values for the classes (the app renders them with Tailwind). */
export const BACKGROUND_CLASS_HEX: Record<string, string> = {
  "bg-white": "#ffffff",
  "bg-black": "#000000",
  "bg-gray-100": "#f3f4f6",
  "bg-gray-200": "#e5e7eb",
  "bg-gray-300": "#d1d5db",
  "bg-gray-400": "#9ca3af",
  "bg-gray-500": "#6b7280",
  "bg-gray-600": "#4b5563",
  "bg-gray-700": "#374151",
  "bg-gray-800": "#1f2937",
  "bg-gray-900": "#111827",
  "bg-red-100": "#fee2e2",
  "bg-red-200": "#fecaca",
  "bg-red-300": "#fca5a5",
  "bg-red-400": "#f87171",
  "bg-red-500": "#ef4444",
  "bg-blue-100": "#dbeafe",
  "bg-blue-200": "#bfdbfe",
  "bg-blue-300": "#93c5fd",
  "bg-blue-400": "#60a5fa",
  "bg-blue-500": "#3b82f6",
  "bg-green-100": "#dcfce7",
  "bg-green-200": "#bbf7d0",
  "bg-green-300": "#86efac",
  "bg-green-400": "#4ade80",
  "bg-green-500": "#22c55e",
  "bg-yellow-100": "#fef9c3",
  "bg-yellow-200": "#fef08a",
  "bg-yellow-300": "#fde047",
  "bg-yellow-400": "#facc15",
  "bg-yellow-500": "#eab308",
  "bg-purple-100": "#f3e8ff",
  "bg-purple-200": "#e9d5ff",
  "bg-purple-300": "#d8b4fe",
  "bg-purple-400": "#c084fc",
  "bg-purple-500": "#a855f7",
  "bg-pink-100": "#fce7f3",
  "bg-pink-200": "#fbcfe8",
  "bg-pink-300": "#f9a8d4",
  "bg-pink-400": "#f472b6",
  "bg-pink-500": "#ec4899",
  "bg-indigo-100": "#e0e7ff",
  "bg-indigo-200": "#c7d2fe",
  "bg-indigo-300": "#a5b4fc",
  "bg-indigo-400": "#818cf8",
  "bg-indigo-500": "#6366f1",
};

/** The class whose colour is nearest (perceptually weighted RGB); transparent shows on white. */
export function nearestBackgroundClass(background: string): string {
  if (background === "transparent") return "bg-white";
  const [r1, g1, b1] = parseHex(background);
  let best = "bg-white";
  let bestDistance = Infinity;
  for (const { className } of BACKGROUND_CHOICES) {
    const [r2, g2, b2] = parseHex(BACKGROUND_CLASS_HEX[className]!);
    const mean = (r1 + r2) / 2;
    const distance = (2 + mean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - mean) / 256) * (b1 - b2) ** 2;
    if (distance < bestDistance) {
      best = className;
      bestDistance = distance;
    }
  }
  return best;
}
