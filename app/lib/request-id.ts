import { createContext, useContext, useState } from "react";

/**
 * The id of the request a page was rendered for (app/server/http/request-log.ts), for the
 * error page to show: support finds the request's log line by it. entry.server.tsx
 * provides it; in the browser the server's rendering of it is read back, so hydration
 * matches. An error met after a client-side navigation has no server rendering: none.
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

export const REQUEST_ID_ELEMENT = "request-id";

export function useRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => fromServer ?? (typeof document === "undefined" ? undefined : (document.getElementById(REQUEST_ID_ELEMENT)?.textContent ?? undefined)));
  return id;
}
