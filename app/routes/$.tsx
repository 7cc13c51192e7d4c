/** Unknown paths render the shell with a 404 (root ErrorBoundary, which also titles it). */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
