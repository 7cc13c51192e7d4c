/**
 * The tests' local stand-ins (Stripe, Google, Cloudflare's API, tesseract, poppler) listen
 * here: on 127.0.0.1, never keeping the process that started them alive.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on 127.0.0.1:{port} (0: a free one) and answers the server's base URL. */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  // An idle connection stays open until its client closes it. Node closes one after 5 s by
  // default, and workerd, which keeps them for the next request, once sent a request down
  // one in the moment Node closed it: the test read "Network connection lost" (a busy run).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
