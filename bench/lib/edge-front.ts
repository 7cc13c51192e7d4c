/**
 * A local stand-in for the edge's front door: HTTP/2 over TLS, as Cloudflare serves every
 * page to a browser, in front of the local server (which speaks HTTP/1.1 without TLS). It
 * passes each request and answer through unchanged, apart from the headers HTTP/2
 * forbids and the address: the app is told its own (Host, and Origin on a page's writes).
 *
 * The protocol matters to Lighthouse's simulation. Over HTTP/1.1 a page's scripts come on
 * new connections, each with its own handshake and slow start. Over HTTP/2 they share
 * the page's one connection, as they do in production.
 *
 * The certificate is made for this run with Debian's `openssl`, for 127.0.0.1 only. The
 * browser is told to accept it (`--ignore-certificate-errors`, bench/lib/lighthouse.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers of one connection (RFC 9113, 8.2.2): HTTP/2 refuses them. */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "edge-front-"));
  try {
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
      "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
      "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
    ], { stdio: "ignore" });
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface EdgeFront {
  /** https://127.0.0.1:{port} */
  base: string;
  close: () => Promise<void>;
}

/** Starts the front for the server at `upstream` (http://127.0.0.1:{port}). */
export async function startEdgeFront(upstream: string): Promise<EdgeFront> {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(":") && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    // The app sees the address it is served at, as behind the edge: a page's own writes
    // name it as their origin (app/server/http/request-guard.ts).
    headers.host = target.host;
    if (headers.origin === front) headers.origin = target.origin;
    const forwarded = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers }, (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!CONNECTION_HEADERS.has(name)) answerHeaders[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
    });
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const front = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: front,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
