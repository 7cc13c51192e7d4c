import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { FooterContext } from "#app/components/layout/footer-context.ts";
import { NonceContext } from "#app/lib/nonce.ts";
import { socialProfiles } from "#app/server/site-config.server.ts";
import { RequestIdContext } from "#app/lib/request-id.ts";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The response's Content-Security-Policy allows inline scripts with this nonce only
  // (app/server/http/edge-policy.ts): React's streaming scripts, Remix's and the root's.
  const { nonce } = loadContext;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RequestIdContext.Provider value={loadContext.requestId}>
        <FooterContext.Provider value={{ social: socialProfiles(loadContext.env), year: new Date().getUTCFullYear() }}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </FooterContext.Provider>
      </RequestIdContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  // Crawlers and no-JavaScript visitors get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  // nosniff, Referrer-Policy and the rest come from the edge policy, on every response.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
