/**
 * The room's replay log: every browser-facing event, as the SSE message browsers got,
 * in order. A browser that connects late or reconnects is sent the log, then the live
 * events, so a reload during a generation loses nothing.
 *
 * Browsers are sent each event from memory at once; storage catches up a moment later,
 * in one commit per interval. A Durable Object holds every outgoing byte until its
 * pending writes are confirmed, so writing each event before sending it delayed every
 * event by a commit. Storage serves replays after an eviction (a live run replays from
 * memory), so a room evicted mid-run, whose run is lost anyway, loses at most the last
 * interval of progress.
 */
import type { AgentEvent } from "#protocol/agent-protocol.ts";

const encoder = new TextEncoder();
/** How long sent events may wait to be written, together, to the room's storage. */
export const EVENT_SAVE_INTERVAL_MS = 250;
/** Messages are stored as sent: "data: {json}\n\n"; the JSON starts here. */
const JSON_START = "data: ".length;

export class ReplayLog {
  private history: Uint8Array[] = [];
  private unsaved: string[] = [];
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly sql: SqlStorage,
    private readonly saveIntervalMs = EVENT_SAVE_INTERVAL_MS,
  ) {
    sql.exec("CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, message TEXT NOT NULL)");
    this.history = this.stored();
  }

  /** The log so far, as bytes to send (each call's consumer may keep its copies). */
  get messages(): readonly Uint8Array[] {
    return this.history;
  }

  /** Adds one SSE message; answers its bytes, to send to the live browsers. */
  append(message: string): Uint8Array {
    this.unsaved.push(message);
    this.saveTimer ??= setTimeout(() => this.flush(), this.saveIntervalMs);
    const bytes = encoder.encode(message);
    this.history.push(bytes);
    return bytes;
  }

  /** Writes the messages not yet in storage, in one commit. */
  flush(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    for (const message of this.unsaved.splice(0)) {
      this.sql.exec("INSERT INTO events (message) VALUES (?)", message);
    }
  }

  /** Forgets every message, in memory and in storage. */
  clear(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.unsaved = [];
    this.history = [];
    this.sql.exec("DELETE FROM events");
  }

  /** Keeps only the events of these types (see retention.ts), in storage and memory. */
  keepOnly(types: readonly string[]): void {
    this.flush();
    const placeholders = types.map(() => "?").join(", ");
    this.sql.exec(
      `DELETE FROM events WHERE json_extract(substr(message, ${JSON_START + 1}), '$.type') NOT IN (${placeholders})`,
      ...types,
    );
    this.history = this.stored();
  }

  /** The stored events, decoded (tests and operators' debugging). */
  events(): AgentEvent[] {
    this.flush();
    return this.sql
      .exec<{ message: string }>("SELECT message FROM events ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.message.slice(JSON_START)) as AgentEvent);
  }

  private stored(): Uint8Array[] {
    return this.sql
      .exec<{ message: string }>("SELECT message FROM events ORDER BY seq")
      .toArray()
      .map((row) => encoder.encode(row.message));
  }
}
