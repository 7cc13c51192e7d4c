/**
 * A local stand-in for the parts of Stripe's API the app uses, holding the app to
 * Stripe's documented rules (stripe-rules.ts; docs/decisions/0501) and answering with
 * objects shaped as Stripe's published fixtures give them (stripe-objects.ts), so the real
 * `stripe` package can be pointed at it (STRIPE_API_URL). Checkout Sessions (create,
 * retrieve, expire, line items), PaymentIntents (retrieve), Refunds (create, list), Events (list,
 * retrieve, as Stripe would send them to a webhook endpoint); a POST repeated with the
 * same Idempotency-Key answers what the first one did.
 *
 * What no real Stripe offers, a test's hand on the "customer", lives under /__stand-in/:
 * pay a session, let it run out, script a failure for one API key. It also plays a mail
 * provider's sending API (POST /emails). Node only (Vitest's config process starts it;
 * bench scripts may too).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { missing, StripeLedger, type Payment } from "./stripe-ledger.ts";
import { parseStripeForm, type Refusal } from "./stripe-params.ts";
import { checkSessionId, DEFAULT_ACCOUNT, type AccountSettings } from "./stripe-rules.ts";
import { stripeId } from "./stripe-objects.ts";
import { listenOnLoopback } from "./loopback.ts";


/** A failure a test scripts for every request made with one API key (another key is not affected). */
interface ScriptedFailure {
  /** Close the connection without an answer: what a network failure looks like to the client. */
  drop?: boolean;
  status?: number;
  error?: { type: string; message: string; code?: string; param?: string };
}

interface Answered {
  fingerprint: string;
  status: number;
  body: unknown;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": stripeId("req"), ...headers });
  response.end(JSON.stringify(body));
}

const errorBody = (refusal: Refusal) => {
  const { status: _status, ...error } = refusal;
  return { error };
};

/** Stripe's list object. */
const list = (url: string, data: unknown[]) => ({ object: "list", data, has_more: false, url });

export async function startStripeStandIn(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  let base = "";
  const ledger = new StripeLedger(() => base);
  const answered = new Map<string, Answered>();
  const failures = new Map<string, ScriptedFailure>();
  // The dashboard's settings, per API key like the failures: a test changes its own account only.
  const accounts = new Map<string, AccountSettings>();
  const mails: unknown[] = [];

  /** The API's routes: an answer, or null when no route matches. */
  function api(method: string, path: string, query: URLSearchParams, body: string, key: string): { status: number; body: unknown } | null {
    const params = method === "POST" ? parseStripeForm(body) : {};
    const answer = <T>(result: { ok: true; value: T } | { ok: false; refusal: Refusal }) =>
      result.ok ? { status: 200, body: result.value } : { status: result.refusal.status, body: errorBody(result.refusal) };
    const refusal = (value: Refusal) => ({ status: value.status, body: errorBody(value) });

    if (method === "POST" && path === "/v1/checkout/sessions") return answer(ledger.createSession(params, Date.now(), accounts.get(key) ?? DEFAULT_ACCOUNT));
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire|\/line_items)?$/.exec(path);
    if (session) {
      const id = decodeURIComponent(session[1]!);
      const invalid = checkSessionId(id);
      if (invalid) return refusal(invalid);
      if (method === "POST" && session[2] === "/expire") return answer(ledger.expireSession(id, params));
      if (method !== "GET" || session[2] === "/expire") return null;
      const found = ledger.session(id);
      if (!found) return refusal(missing("checkout.session", id, "session", 404));
      if (session[2] === "/line_items") return { status: 200, body: list(`/v1/checkout/sessions/${id}/line_items`, ledger.lineItems.get(id) ?? []) };
      return { status: 200, body: found };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intent) {
      const found = ledger.intents.get(intent[1]!);
      return found ? { status: 200, body: found } : refusal(missing("payment_intent", intent[1]!, "intent", 404));
    }
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === "GET" && invoice) {
      const found = ledger.invoices.get(invoice[1]!);
      return found ? { status: 200, body: found } : refusal(missing("invoice", invoice[1]!, "invoice", 404));
    }
    if (method === "POST" && path === "/v1/refunds") return answer(ledger.createRefund(params));
    if (method === "GET" && path === "/v1/refunds") {
      const byIntent = query.get("payment_intent");
      const byCharge = query.get("charge");
      const found = ledger.refunds.filter((made) => (!byIntent || made.payment_intent === byIntent) && (!byCharge || made.charge === byCharge));
      return { status: 200, body: list("/v1/refunds", found.reverse()) };
    }
    if (method === "GET" && path === "/v1/events") {
      const type = query.get("type");
      const limit = Math.min(Math.max(Number(query.get("limit") ?? 10) || 10, 1), 100);
      return { status: 200, body: list("/v1/events", ledger.events.filter((event) => !type || event.type === type).slice(0, limit)) };
    }
    const event = /^\/v1\/events\/([^/]+)$/.exec(path);
    if (method === "GET" && event) {
      const found = ledger.events.find((entry) => entry.id === event[1]);
      return found ? { status: 200, body: found } : refusal(missing("event", event[1]!, "id", 404));
    }
    return null;
  }

  /** The test's hands (no real Stripe has these). */
  function hands(method: string, path: string, body: string): { status: number; body: unknown } | null {
    const pay = /^\/__stand-in\/sessions\/([^/]+)\/pay$/.exec(path);
    if (method === "POST" && pay) {
      const result = ledger.pay(pay[1]!, body ? (JSON.parse(body) as Payment) : {});
      return result.ok ? { status: 200, body: result.value } : { status: result.refusal.status, body: errorBody(result.refusal) };
    }
    // Time passes for one session: it reaches its `expires_at`, as Stripe would expire it.
    const runOut = /^\/__stand-in\/sessions\/([^/]+)\/run-out$/.exec(path);
    if (method === "POST" && runOut) {
      const session = ledger.session(runOut[1]!);
      if (!session) return { status: 404, body: errorBody(missing("checkout.session", runOut[1]!, "session", 404)) };
      if (session.status === "open") ledger.expire(session);
      return { status: 200, body: session };
    }
    // The parameters a session was created with (Stripe's dashboard shows each request's body).
    const sent = /^\/__stand-in\/sessions\/([^/]+)\/request$/.exec(path);
    if (method === "GET" && sent) {
      const params = ledger.requests.get(sent[1]!);
      return params ? { status: 200, body: params } : { status: 404, body: errorBody(missing("checkout.session", sent[1]!, "session", 404)) };
    }
    if (method === "POST" && path === "/__stand-in/failures") {
      const { apiKey, ...failure } = JSON.parse(body) as ScriptedFailure & { apiKey: string };
      failures.set(apiKey, failure);
      return { status: 200, body: { scripted: apiKey } };
    }
    // The dashboard's settings for one API key's account (docs/operating.md's tax and terms settings).
    if (method === "POST" && path === "/__stand-in/accounts") {
      const { apiKey, ...settings } = JSON.parse(body) as Partial<AccountSettings> & { apiKey: string };
      accounts.set(apiKey, { ...DEFAULT_ACCOUNT, ...settings });
      return { status: 200, body: accounts.get(apiKey) };
    }
    if (method === "GET" && path === "/__stand-in/emails") return { status: 200, body: { emails: mails } };
    return null;
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", base);
      const body = await readBody(request);
      const method = request.method ?? "GET";
      const path = url.pathname;

      if (path.startsWith("/v1/")) {
        const key = /^Bearer (sk_(?:test|live)_\S+)$/.exec(request.headers.authorization ?? "")?.[1];
        if (!key) return send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        const failure = failures.get(key);
        if (failure?.drop) return request.socket.destroy();
        if (failure) return send(response, failure.status ?? 500, { error: failure.error ?? { type: "api_error", message: "Something went wrong on Stripe's end." } });

        // Idempotent requests (docs.stripe.com/api/idempotent_requests): a POST repeated with
        // the same key gets the first answer; the same key with other parameters is an error.
        const idempotencyKey = method === "POST" ? request.headers["idempotency-key"] : undefined;
        const fingerprint = `${method} ${path} ${body}`;
        if (typeof idempotencyKey === "string") {
          const first = answered.get(`${key} ${idempotencyKey}`);
          if (first && first.fingerprint !== fingerprint) {
            return send(response, 400, {
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            });
          }
          if (first) return send(response, first.status, first.body, { "Idempotent-Replayed": "true", "Idempotency-Key": idempotencyKey });
        }
        const result = api(method, path, url.searchParams, body, key);
        if (!result) return send(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } });
        if (typeof idempotencyKey === "string") answered.set(`${key} ${idempotencyKey}`, { fingerprint, ...result });
        return send(response, result.status, result.body);
      }

      if (method === "POST" && path === "/emails") {
        if (!/^Bearer .+/.test(request.headers.authorization ?? "")) return send(response, 401, { message: "missing API key" });
        const mail = JSON.parse(body) as Record<string, unknown>;
        if (!mail.from || !mail.to || !mail.subject) return send(response, 422, { message: "from, to and subject are required" });
        const sent = { id: stripeId("email"), ...mail };
        mails.push(sent);
        return send(response, 200, { id: sent.id });
      }
      const hand = hands(method, path, body);
      if (hand) return send(response, hand.status, hand.body);
      return send(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } });
    } catch (error) {
      send(response, 500, { error: { type: "api_error", message: String(error) } });
    }
  });
  base = await listenOnLoopback(server, port);
  return { url: base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
