import { describe, expect, it } from "vitest";
import { chatForwardInputSchema, chatSendInputSchema, courierChatSendInputSchema } from "./schemas.js";
import { splitLinks } from "./links.js";
import { badgeLabel, isUnread, markSeen, mergeMessages, sortChats, totalUnread } from "./unread.js";

const me = "u-me";
const other = "u-other";
const msg = (uuid: string, created_at: string, by = other, seen_by: string[] = []) => ({
  uuid,
  created_at,
  by: { uuid: by, first_name: "A", last_name: "B" },
  seen_by,
});

describe("unread (spec §4)", () => {
  it("counts a message nobody has seen as unread, even my own", () => {
    expect(isUnread(msg("1", "2026-11-24T10:00:00Z", me, []), me)).toBe(true);
    expect(isUnread(msg("1", "2026-11-24T10:00:00Z", other, []), me)).toBe(true);
  });
  it("counts someone else's message unread until I am among those who saw it", () => {
    expect(isUnread(msg("1", "2026-11-24T10:00:00Z", other, ["u-third"]), me)).toBe(true);
    expect(isUnread(msg("1", "2026-11-24T10:00:00Z", other, ["u-third", me]), me)).toBe(false);
  });
  it("counts my own message read once anybody saw it", () => {
    expect(isUnread(msg("1", "2026-11-24T10:00:00Z", me, [other]), me)).toBe(false);
  });
  it("appends the user once when marking seen", () => {
    expect(markSeen(msg("1", "2026-11-24T10:00:00Z", other, ["x"]), me).seen_by).toEqual(["x", me]);
    expect(markSeen(msg("1", "2026-11-24T10:00:00Z", other, [me]), me).seen_by).toEqual([me]);
  });
  it("sums the chats' unread counts and caps badges at +20", () => {
    expect(totalUnread([{ unread: 3 }, { unread: 0 }, { unread: 19 }])).toBe(22);
    expect(badgeLabel(20)).toBe("20");
    expect(badgeLabel(21)).toBe("+20");
    expect(badgeLabel(0)).toBe("0");
  });
});

describe("order and de-duplication (spec §4)", () => {
  it("sorts chats by their latest message, newest first; a chat without messages by its creation", () => {
    const chat = (uuid: string, created_at: string, last: string | null) => ({
      uuid,
      created_at,
      lastMessage: last ? { created_at: last } : null,
    });
    const sorted = sortChats([
      chat("a", "2026-11-20T00:00:00Z", "2026-11-24T09:00:00Z"),
      chat("b", "2026-11-24T09:30:00Z", null),
      chat("c", "2026-11-01T00:00:00Z", "2026-11-24T11:00:00Z"),
    ] as never[]);
    expect(sorted.map((c: { uuid: string }) => c.uuid)).toEqual(["c", "b", "a"]);
  });
  it("keeps one copy per uuid (the later one) in the thread's oldest-first order", () => {
    const merged = mergeMessages(
      [msg("2", "2026-11-24T10:01:00Z"), msg("1", "2026-11-24T10:00:00Z")],
      [msg("2", "2026-11-24T10:01:00Z", other, [me]), msg("3", "2026-11-24T10:02:00Z")],
    );
    expect(merged.map((m) => [m.uuid, m.seen_by])).toEqual([
      ["1", []],
      ["2", [me]],
      ["3", []],
    ]);
  });
});

describe("links (spec §5)", () => {
  it("turns words that look like web addresses into links, leaving the rest as text", () => {
    expect(splitLinks("Mira https://despacho.co/rutas?id=4, o www.mapa.com.")).toEqual([
      { kind: "text", text: "Mira " },
      { kind: "link", text: "https://despacho.co/rutas?id=4", href: "https://despacho.co/rutas?id=4" },
      { kind: "text", text: ", o " },
      { kind: "link", text: "www.mapa.com", href: "https://www.mapa.com" },
      { kind: "text", text: "." },
    ]);
  });
  it("leaves plain text, numbers and e-mail addresses alone", () => {
    expect(splitLinks("Llego en 5.5 min, escribe a ana@correo.com")).toEqual([
      { kind: "text", text: "Llego en 5.5 min, escribe a ana@correo.com" },
    ]);
  });
});

describe("message input (spec §5)", () => {
  const messenger = "0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11";
  const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
  it("accepts 1110 characters and refuses 1111, and whitespace only", () => {
    expect(chatSendInputSchema.safeParse({ messenger, type: "text", content: "a".repeat(1110) }).success).toBe(true);
    expect(errorOf(chatSendInputSchema.safeParse({ messenger, type: "text", content: "a".repeat(1111) }))).toBe(
      "El mensaje admite hasta 1110 caracteres",
    );
    expect(errorOf(chatSendInputSchema.safeParse({ messenger, type: "text", content: "  \n " }))).toBe("Escriba un mensaje");
  });
  it("takes a courier's message for a headquarter, and refuses unknown keys and types", () => {
    expect(courierChatSendInputSchema.safeParse({ headquarter: messenger, type: "audio", content: "/uploads/chats/a.ogg" }).success).toBe(
      true,
    );
    expect(chatSendInputSchema.safeParse({ messenger, type: "pdf", content: "x" }).success).toBe(false);
    expect(chatSendInputSchema.safeParse({ messenger, type: "text", content: "x", price: 1 }).success).toBe(false);
  });
  it("forwards only with a message and a recipient", () => {
    expect(errorOf(chatForwardInputSchema.safeParse({ messages: [], messengers: [messenger] }))).toBe(
      "Debes seleccionar por lo menos 1 mensaje para reenviar",
    );
    expect(errorOf(chatForwardInputSchema.safeParse({ messages: [messenger], messengers: [] }))).toBe(
      "Seleccione por lo menos 1 colaborador",
    );
  });
});
