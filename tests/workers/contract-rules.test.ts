/**
 * The rules the app and the agent share from workers/protocol/: what the browser's event
 * reader accepts, the refinement rule, and the ids.
 */
import { describe, expect, it } from "vitest";
import { GENERATION_ID, LOGO_ID, newGenerationId, newId, newLogoId, REVISION_GROUP_ID, newRevisionGroupId } from "#protocol/ids.ts";
import { asksForNewLogo, hasRefinementWording, readsAsRefinement, refinementMessage, withoutRefinementPrefix } from "#protocol/refinement.ts";
import { readEventData } from "#protocol/sse.ts";

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(stream: ReadableStream<Uint8Array>) {
  const out: { type: string }[] = [];
  for await (const event of readEventData(stream)) out.push(event);
  return out;
}

describe("the browser's event reader", () => {
  it("reads streams with CRLF, LF and CR line ends alike, split anywhere", async () => {
    const crlf = 'data: {"type":"chunk","content":"a"}\r\n\r\ndata: {"type":"done","content":""}\r\n\r\n';
    expect(await eventsOf(streamOf(crlf.slice(0, 17), crlf.slice(17, 40), crlf.slice(40)))).toEqual([
      { type: "chunk", content: "a" },
      { type: "done", content: "" },
    ]);
    expect(await eventsOf(streamOf('data: {"type":"chunk","content":"b"}\r\r'))).toEqual([{ type: "chunk", content: "b" }]);
  });

  it("joins multi-line data and skips comments, junk and events without a type", async () => {
    const text = ': keep-alive\n\ndata: {"type":"chunk",\ndata: "content":"c"}\n\ndata: nope\n\ndata: {"content":"x"}\n\n';
    expect(await eventsOf(streamOf(text))).toEqual([{ type: "chunk", content: "c" }]);
  });
});

describe("the refinement rule (marketplace spec, section 5)", () => {
  it("sends a message as typed when it contains make, change or modify anywhere, else prefixed", () => {
    expect(refinementMessage("Make it blue")).toBe("Make it blue");
    expect(refinementMessage("a few changes: blue text")).toBe("a few changes: blue text");
    expect(refinementMessage("blue background")).toBe("Modify this logo: blue background");
  });

  it("is read by the agent with the same test, so what the app sends as a refinement is one", () => {
    for (const text of ["a few changes: blue text", "remake the icon", "blue background", "MODIFY the font"]) {
      expect(hasRefinementWording(refinementMessage(text))).toBe(true);
    }
    expect(hasRefinementWording("A logo for a bakery called Crumb")).toBe(false);
    expect(withoutRefinementPrefix("Modify this logo: blue background")).toBe("blue background");
  });

  it("reads every message that comes with the logo's design as a change to it, unless it asks for a new logo", () => {
    for (const text of ["a few changes: blue text", "actually it's called Hearth and Honey", "put it in a circle", "pls make txt red", "make the logo blue", "a new font"]) {
      expect(readsAsRefinement(refinementMessage(text), { hasDesign: true })).toBe(true);
      expect(asksForNewLogo(refinementMessage(text))).toBe(false);
    }
    for (const text of ["start over: a logo for a gym called Forge", "make me a new logo", "design a logo for a pizza place called Slice", "I want a completely different logo"]) {
      expect(asksForNewLogo(refinementMessage(text))).toBe(true);
      expect(readsAsRefinement(refinementMessage(text), { hasDesign: true })).toBe(false);
    }
    // The same in the other languages the agent reads.
    for (const text of ["Ein Logo für eine Bäckerei namens Sonnenbrot", "ein neues Logo bitte", "Un logo para una floristería llamada Lucía", "quiero otro logo", "un nouveau logo pour un café", "Un logo per una pizzeria", "um novo logo", "fang von vorne an", "neu anfangen", "empieza de nuevo", "recommence", "ricomincia", "recomeça"]) {
      expect(asksForNewLogo(refinementMessage(text)), text).toBe(true);
    }
    for (const text of ["mach die Schrift rot", "cambia el color del texto a verde", "mets le logo en bleu", "rendi il logo più grande", "deixe o logo azul"]) {
      expect(asksForNewLogo(refinementMessage(text)), text).toBe(false);
    }
    // Without the design, only the app's refinement wording says a message is a change.
    expect(readsAsRefinement("A logo for a bakery called Crumb", { hasDesign: false })).toBe(false);
    expect(readsAsRefinement(refinementMessage("blue background"), { hasDesign: false })).toBe(true);
  });
});

describe("ids", () => {
  it("have the spec's shapes and 96 random bits each", () => {
    expect(newGenerationId()).toMatch(GENERATION_ID);
    expect(newLogoId()).toMatch(LOGO_ID);
    expect(newRevisionGroupId()).toMatch(REVISION_GROUP_ID);
    expect(newId("order")).toMatch(/^order_\d+_[0-9a-z]{24}$/);
  });

  it("never repeat", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newId("t")));
    expect(ids.size).toBe(2000);
  });
});
