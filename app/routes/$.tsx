import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Page not found | LogoMarket" }];

/** Unknown paths render the shell with a 404 (root ErrorBoundary). */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
