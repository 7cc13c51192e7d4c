/**
 * What the agent remembers about a generation: its metadata (GET /logo/metadata) and the
 * design it drew. One Durable Object per generation id: strongly consistent (the app asks
 * for metadata the moment the stream ends, from whichever isolate), and each record
 * deletes itself after a while, since the app keeps its own copy in D1.
 */
import { DurableObject } from "cloudflare:workers";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import type { LogoMetadataEvent } from "#protocol/agent-protocol.ts";

export interface StoredGeneration {
  metadata: LogoMetadataEvent;
  spec: LogoSpec;
  createdAt: number;
}

/** How long a record is kept. */
const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export class GenerationRecord extends DurableObject {
  async save(record: StoredGeneration): Promise<void> {
    await this.ctx.storage.put("generation", record);
    await this.ctx.storage.setAlarm(Date.now() + RETENTION_MS);
  }

  async load(): Promise<StoredGeneration | null> {
    return (await this.ctx.storage.get<StoredGeneration>("generation")) ?? null;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

export function generationRecord(namespace: DurableObjectNamespace<GenerationRecord>, generationId: string) {
  return namespace.get(namespace.idFromName(generationId));
}
