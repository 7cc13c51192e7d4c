/**
 * A local stand-in for the parts of Stripe's API the app uses, shaped by Stripe's API
 * reference (Checkout Sessions: create, retrieve, expire; Refunds: create), so the real
 * `stripe` package can be pointed at it (STRIPE_API_URL). It also plays a mail provider's
 * sending API (POST /emails) for the mail transport's tests. What no real Stripe offers,
 * a test's hand on the "customer", lives under /__stand-in/: pay a session, list refunds
 * and mails. Node only (Vitest's config process starts it; bench scripts may too).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

interface Session {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  line_items_count: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding: a[b][0][c]=v into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = out;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, message: string, param?: string) {
  send(response, status, { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } });
}

export async function startStripeStandIn(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const sessions = new Map<string, Session>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const refundsByKey = new Map<string, unknown>();
  const mails: unknown[] = [];
  let base = "";

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", base);
      const body = await readBody(request);
      const path = url.pathname;
      const isApi = path.startsWith("/v1/");
      if (isApi && !/^Bearer sk_(test|live)_/.test(request.headers.authorization ?? "")) {
        return send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }

      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const params = parseStripeForm(body);
        const items = (params.line_items as { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[] | undefined) ?? [];
        if (items.length === 0) return stripeError(response, 400, "line_items is required in payment mode", "line_items");
        const currency = items[0]?.price_data?.currency ?? "";
        const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
        const expiresAt = Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600);
        const now = Math.floor(Date.now() / 1000);
        if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600 + 5) {
          return stripeError(response, 400, "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.", "expires_at");
        }
        const sessionId = id("cs_test");
        const session: Session = {
          id: sessionId,
          object: "checkout.session",
          amount_total: amount,
          currency,
          client_reference_id: (params.client_reference_id as string) ?? null,
          metadata: (params.metadata as Record<string, string>) ?? {},
          mode: (params.mode as string) ?? "payment",
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          success_url: params.success_url as string,
          cancel_url: params.cancel_url as string,
          expires_at: expiresAt,
          created: now,
          url: `${base}/pay/${sessionId}`,
          customer_email: (params.customer_email as string) ?? null,
          customer_details: null,
          line_items_count: items.length,
        };
        sessions.set(sessionId, session);
        return send(response, 200, session);
      }

      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        if (!session) return stripeError(response, 404, `No such checkout.session: '${sessionMatch[1]}'`, "session");
        if (sessionMatch[2] && request.method === "POST") {
          if (session.status !== "open") return stripeError(response, 400, "Only Checkout Sessions with a status of `open` can be expired.");
          session.status = "expired";
          session.url = null;
        }
        return send(response, 200, session);
      }

      if (request.method === "POST" && path === "/v1/refunds") {
        const params = parseStripeForm(body);
        const intent = params.payment_intent as string | undefined;
        const session = [...sessions.values()].find((entry) => entry.payment_intent === intent);
        if (!intent || !session) return stripeError(response, 400, `No such payment_intent: '${intent}'`, "payment_intent");
        // Stripe's idempotency: the same key within 24 hours answers the first result again.
        const key = request.headers["idempotency-key"];
        const replay = typeof key === "string" ? refundsByKey.get(key) : undefined;
        if (replay) return send(response, 200, replay);
        // A payment refunded in full cannot be refunded again (error code charge_already_refunded).
        if (refunds.some((entry) => entry.payment_intent === intent)) {
          return send(response, 400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge for ${intent} has already been refunded.` } });
        }
        const refund = { id: id("re"), object: "refund", payment_intent: intent, amount: session.amount_total, currency: session.currency, status: "succeeded" };
        refunds.push({ id: refund.id, payment_intent: intent, amount: refund.amount });
        if (typeof key === "string") refundsByKey.set(key, refund);
        return send(response, 200, refund);
      }

      // The customer paying, as a test asks: { amount?, currency?, email? } (the amount Stripe charged).
      const payMatch = /^\/__stand-in\/sessions\/([^/]+)\/pay$/.exec(path);
      if (request.method === "POST" && payMatch) {
        const session = sessions.get(payMatch[1]!);
        if (!session) return stripeError(response, 404, "no such session");
        const paid = body ? (JSON.parse(body) as { amount?: number; currency?: string; email?: string }) : {};
        session.status = "complete";
        session.payment_status = "paid";
        session.payment_intent = id("pi");
        if (paid.amount !== undefined) session.amount_total = paid.amount;
        if (paid.currency) session.currency = paid.currency;
        session.customer_details = { email: paid.email ?? session.customer_email ?? "buyer@example.com" };
        return send(response, 200, session);
      }
      if (request.method === "GET" && path === "/__stand-in/refunds") return send(response, 200, { refunds });
      if (request.method === "POST" && path === "/emails") {
        if (!/^Bearer .+/.test(request.headers.authorization ?? "")) return send(response, 401, { message: "missing API key" });
        const mail = JSON.parse(body) as Record<string, unknown>;
        if (!mail.from || !mail.to || !mail.subject) return send(response, 422, { message: "from, to and subject are required" });
        const sent = { id: id("email"), ...mail };
        mails.push(sent);
        return send(response, 200, { id: sent.id });
      }
      if (request.method === "GET" && path === "/__stand-in/emails") return send(response, 200, { emails: mails });
      return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
    } catch (error) {
      send(response, 500, { error: { type: "api_error", message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  // The stand-in never keeps its process alive: the test run ends when the tests do.
  server.unref();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
