/**
 * The browsers watching a room: each gets the replay log, then the live events until the
 * end, with a keep-alive comment while the room is quiet so proxies keep idle streams open.
 * A browser that leaves is dropped; the generation goes on without it.
 */
import { KEEP_ALIVE } from "#protocol/sse.ts";

const KEEP_ALIVE_BYTES = new TextEncoder().encode(KEEP_ALIVE);

export class Subscribers {
  private readonly clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private keepAlive: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly keepAliveMs: number) {}

  get size(): number {
    return this.clients.size;
  }

  /** A browser's stream: `history`, then (when `live`) every later message until closeAll. */
  stream(history: readonly Uint8Array[], live: boolean): ReadableStream<Uint8Array> {
    let self: ReadableStreamDefaultController<Uint8Array>;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        self = controller;
        for (const message of history) controller.enqueue(message.slice());
        if (live) {
          this.clients.add(controller);
          this.keepAlive ??= setInterval(() => this.send(KEEP_ALIVE_BYTES), this.keepAliveMs);
        } else {
          controller.close();
        }
      },
      cancel: () => {
        this.clients.delete(self);
        if (this.clients.size === 0) this.stopKeepAlive();
      },
    });
  }

  send(bytes: Uint8Array): void {
    for (const client of this.clients) {
      try {
        client.enqueue(bytes.slice());
      } catch {
        this.clients.delete(client);
      }
    }
  }

  /** Ends every stream (the generation is over). */
  closeAll(): void {
    this.stopKeepAlive();
    for (const client of this.clients) {
      try {
        client.close();
      } catch {
        // Already gone.
      }
    }
    this.clients.clear();
  }

  private stopKeepAlive(): void {
    if (this.keepAlive !== null) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }
}
