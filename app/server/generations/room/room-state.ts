/**
 * The room's own record: which generation it is and where it stands, in the object's
 * SQLite storage so a restarted object knows (a generation in storage as running, with
 * no read of the agent in memory, was interrupted).
 */
export type GenerationStatus = "generating" | "completed" | "failed";
/** A generation's states, or: the logo was deleted (a tombstone). */
export type RoomStatus = GenerationStatus | "deleted";

export interface RoomState {
  generationId: string;
  status: RoomStatus;
  startedAt: number;
}

export class RoomStateStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(
      "CREATE TABLE IF NOT EXISTS room (id INTEGER PRIMARY KEY CHECK (id = 1), generation_id TEXT NOT NULL, status TEXT NOT NULL, started_at INTEGER NOT NULL)",
    );
  }

  load(): RoomState | null {
    const row = this.sql
      .exec<{ generation_id: string; status: RoomStatus; started_at: number }>(
        "SELECT generation_id, status, started_at FROM room WHERE id = 1",
      )
      .toArray()[0];
    return row ? { generationId: row.generation_id, status: row.status, startedAt: row.started_at } : null;
  }

  save(state: RoomState): void {
    this.sql.exec(
      "INSERT INTO room (id, generation_id, status, started_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET generation_id = excluded.generation_id, status = excluded.status, started_at = excluded.started_at",
      state.generationId,
      state.status,
      state.startedAt,
    );
  }
}
