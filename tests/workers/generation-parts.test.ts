/**
 * The relay's small parts on their own: the SSE reader, reaching the agent, data URLs,
 * address keys for rate limits, settings.
 */
import { describe, expect, it } from "vitest";
import { AgentUnavailableError, agentErrorText, agentFetch, agentUrl, MISSING_AGENT_SECRET } from "#app/server/agent/agent-client.ts";
import { carriesSecret } from "#protocol/agent-auth.ts";
import { generationSettings } from "#app/server/generations/settings.ts";
import { newGenerationId } from "#protocol/ids.ts";
import { decodeDataUrl } from "#app/server/generations/logo-files.server.ts";
import { ipKey } from "#app/server/limits/limits.server.ts";
import { readChatRequest } from "#app/server/generations/chat-request.ts";
import { readSseData } from "#protocol/sse.ts";
import { GENERATION_ID } from "#protocol/ids.ts";

function streamOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function messages(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseData(stream)) out.push(data);
  return out;
}

describe("readSseData", () => {
  it("reads data messages, ignoring comments and other fields", async () => {
    expect(await messages(streamOf(': keep-alive\n\nevent: x\ndata: {"a":1}\nid: 7\n\ndata:{"b":2}\n\n'))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it("joins multi-line data and accepts \\r\\n and \\r line ends", async () => {
    expect(await messages(streamOf("data: one\r\ndata: two\r\n\r\ndata: three\r\rdata: four\n\n"))).toEqual([
      "one\ntwo",
      "three",
      "four",
    ]);
  });

  it("reassembles lines and characters split across chunks", async () => {
    const bytes = new TextEncoder().encode('data: {"name":"Café ☕"}\r\n\r\n');
    const chunks = Array.from(bytes, (byte) => new Uint8Array([byte]));
    expect(await messages(streamOf(...chunks))).toEqual(['{"name":"Café ☕"}']);
  });

  it("drops an unfinished last message, as the SSE rules say", async () => {
    expect(await messages(streamOf("data: done\n\ndata: cut off"))).toEqual(["done"]);
  });

  it("reads a multi-megabyte line in many chunks in linear time", async () => {
    const big = "x".repeat(8 * 1024 * 1024);
    const text = `data: ${big}\n\n`;
    const chunks: string[] = [];
    for (let index = 0; index < text.length; index += 16 * 1024) chunks.push(text.slice(index, index + 16 * 1024));
    const started = Date.now();
    const [message] = await messages(streamOf(...chunks));
    expect(message?.length).toBe(big.length);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("reaching the agent", () => {
  it("joins AGENT_URL and a path whatever the slashes", () => {
    expect(agentUrl("https://agent.example.com", "/agent/chat")).toBe("https://agent.example.com/agent/chat");
    expect(agentUrl("https://agent.example.com/v1/", "/agent/chat")).toBe("https://agent.example.com/v1/agent/chat");
    expect(agentUrl("https://agent.example.com/v1", "logo/metadata?generation_id=gen_1")).toBe(
      "https://agent.example.com/v1/logo/metadata?generation_id=gen_1",
    );
  });

  it("says 'Failed to connect to agent' when AGENT_URL cannot be reached", async () => {
    const attempt = agentFetch({ AGENT_URL: "http://127.0.0.1:9" }, "/agent/chat", { method: "POST", body: "{}" });
    await expect(attempt).rejects.toBeInstanceOf(AgentUnavailableError);
    await expect(attempt).rejects.toThrow("Failed to connect to agent");
  });

  it("says 'Failed to connect to agent' when no agent is configured at all", async () => {
    await expect(agentFetch({ AGENT_URL: "" }, "/agent/chat")).rejects.toThrow("Failed to connect to agent");
  });

  it("reads a failed response's error text from its JSON body only", async () => {
    expect(await agentErrorText(Response.json({ error: "Out of credits" }, { status: 402 }))).toBe("Out of credits");
    expect(await agentErrorText(Response.json({ message: "nope" }, { status: 500 }))).toBe("Failed to connect to agent");
    expect(await agentErrorText(new Response("<html>502</html>", { status: 502 }))).toBe("Failed to connect to agent");
  });
});

describe("reading a chat request", () => {
  it("stops reading a body without a length once it passes the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://localhost/agent/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(await readChatRequest(request, 10 * 1024)).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThan(20);
  });
});

describe("data URLs", () => {
  it("decodes base64 and percent-encoded data URLs with their type", () => {
    const png = decodeDataUrl("data:image/png;base64,iVBORw0KGgo=");
    expect(png.contentType).toBe("image/png");
    expect(Array.from(png.bytes.slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const svg = decodeDataUrl(`data:image/svg+xml,${encodeURIComponent("<svg>é</svg>")}`);
    expect(svg.contentType).toBe("image/svg+xml");
    expect(new TextDecoder().decode(svg.bytes)).toBe("<svg>é</svg>");
  });

  it("refuses what is not a data URL", () => {
    expect(() => decodeDataUrl("https://example.com/a.png")).toThrow("not a data URL");
  });
});

describe("rate limit keys", () => {
  it("keeps IPv4 addresses whole and counts IPv6 by /64", () => {
    expect(ipKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("2001:db8:85a3:0042:8a2e:370:7334:1")).toBe("2001:db8:85a3:42::/64");
    expect(ipKey("2001:DB8:85A3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(ipKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipKey("::1")).toBe("0:0:0:0::/64");
    expect(ipKey("")).toBe("unknown");
  });
});

describe("settings and ids", () => {
  it("reads the settings, falling back to the defaults for missing or bad values", () => {
    expect(generationSettings({})).toEqual({ stallMs: 60_000, keepAliveMs: 15_000, limitPerVisitor: 10, limitPerIp: 30 });
    expect(
      generationSettings({ GENERATION_STALL_SECONDS: "90", GENERATION_KEEPALIVE_SECONDS: "x", GENERATION_LIMIT_PER_IP: "-3" }),
    ).toEqual({ stallMs: 90_000, keepAliveMs: 15_000, limitPerVisitor: 10, limitPerIp: 30 });
  });

  it("makes protocol-shaped, distinct generation ids", () => {
    const ids = new Set(Array.from({ length: 100 }, () => newGenerationId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(GENERATION_ID);
  });
});

describe("the app's credentials for the agent", () => {
  it("never calls an agent at AGENT_URL without the shared secret, and names the fix for the operator", async () => {
    const attempt = agentFetch({ AGENT_URL: "http://127.0.0.1:9" }, "/agent/chat", { method: "POST", body: "{}" });
    await expect(attempt).rejects.toBeInstanceOf(AgentUnavailableError);
    await expect(attempt).rejects.toHaveProperty("cause.message", MISSING_AGENT_SECRET);
  });

  it("sends the secret as a bearer token when it has one", async () => {
    let seen: Request | null = null;
    const agent = { fetch: async (request: Request) => ((seen = request), new Response("{}")) } as unknown as Fetcher;
    await agentFetch({ AGENT: agent, AGENT_SHARED_SECRET: "s3cret" }, "/logo/metadata?generation_id=gen_1_x");
    expect(seen!.headers.get("Authorization")).toBe("Bearer s3cret");
    await agentFetch({ AGENT: agent }, "/logo/metadata?generation_id=gen_1_x");
    expect(seen!.headers.get("Authorization")).toBeNull();
  });

  it("is checked by the agent in constant time against the secret it holds", async () => {
    expect(await carriesSecret("Bearer s3cret", "s3cret")).toBe(true);
    expect(await carriesSecret("Bearer s3cre", "s3cret")).toBe(false);
    expect(await carriesSecret("s3cret", "s3cret")).toBe(false);
    expect(await carriesSecret(null, "s3cret")).toBe(false);
    expect(await carriesSecret("Bearer ", "")).toBe(false);
  });
});
