import { describe, expect, it } from "vitest";
import { afterAttempt, enqueue, nextToSend, outcomeOfError, retryDelayMs } from "./outbox";
import { outboxHarness as harness } from "../test/outbox-harness";

const draft = (label: string) => ({ label, method: "PATCH" as const, path: `/courier/services/s-1/${label}/` });

describe("the outbox's rules", () => {
  it("numbers entries in the order they were made and sends the oldest first", () => {
    const first = enqueue([], draft("start"), "k-1");
    const second = enqueue([first], draft("finish"), "k-2");
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect(nextToSend([second, first], 0)?.key).toBe("k-1");
  });

  it("waits 1, 2, 4 … seconds between attempts, never more than 30", () => {
    expect([1, 2, 3, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    const entry = enqueue([], draft("start"), "k-1");
    expect(afterAttempt(entry, { kind: "retry" }, 5_000)).toMatchObject({ attempts: 1, retryAt: 6_000, key: "k-1" });
    expect(afterAttempt(entry, { kind: "sent" }, 5_000)).toBeNull();
    expect(nextToSend([{ ...entry, retryAt: 6_000 }], 5_999)).toBeNull();
  });

  it("tries again without an answer and gives up on a refusal, keeping its message", () => {
    expect(outcomeOfError({ kind: "network", message: "Sin respuesta del servidor" })).toEqual({ kind: "retry" });
    expect(outcomeOfError({ kind: "server", message: "Error" })).toEqual({ kind: "retry" });
    expect(
      outcomeOfError({ kind: "conflict", code: "IDEMPOTENCY_IN_PROGRESS", message: "La solicitud con esta clave aún está en proceso" }),
    ).toEqual({ kind: "retry" });
    expect(outcomeOfError({ kind: "conflict", message: "La oferta ya no está disponible" })).toEqual({
      kind: "refused",
      message: "La oferta ya no está disponible",
    });
  });
});

describe("the outbox at work", () => {
  it("keeps what is done offline and sends it in order when the connection returns", async () => {
    const { outbox, calls, state } = harness();
    state.online = false;
    await outbox.add(draft("accept"));
    await outbox.add(draft("start"));
    await outbox.flush();
    expect(calls).toEqual([]);
    expect(outbox.entries().map((e) => e.label)).toEqual(["accept", "start"]);
    state.online = true;
    await outbox.flush(true);
    expect(calls.map((c) => [c.path, c.key])).toEqual([
      ["/courier/services/s-1/accept/", "clave-1"],
      ["/courier/services/s-1/start/", "clave-2"],
    ]);
    expect(outbox.entries()).toEqual([]);
  });

  it("sends a retry with the same Idempotency-Key and holds the later entries behind it", async () => {
    const { outbox, calls, state } = harness();
    state.failNext = 1;
    await outbox.add(draft("start"));
    await outbox.add(draft("finish"));
    await outbox.flush();
    expect(calls.map((c) => c.key)).toEqual(["clave-1"]);
    expect(outbox.entries()).toMatchObject([
      { key: "clave-1", attempts: 1, retryAt: 2_000 },
      { key: "clave-2", attempts: 0 },
    ]);
    expect(state.timers.at(-1)).toBe(1_000);
    state.now = 2_000;
    await outbox.flush();
    expect(calls.map((c) => c.key)).toEqual(["clave-1", "clave-1", "clave-2"]);
  });

  it("sends an action already tried through the socket under the key it was tried with", async () => {
    const { outbox, calls } = harness();
    await outbox.add({ label: "Ubicación (1)", method: "POST", path: "/courier/locations/", body: { points: [] } }, "clave-del-socket");
    await outbox.add(draft("start"));
    await outbox.flush();
    expect(calls.map((c) => [c.path, c.key])).toEqual([
      ["/courier/locations/", "clave-del-socket"],
      ["/courier/services/s-1/start/", "clave-1"],
    ]);
  });

  it("drops a refused entry, tells why and goes on with the next", async () => {
    const { outbox, calls, state, refused } = harness();
    state.refuse = "La oferta ya no está disponible";
    await outbox.add(draft("accept"));
    await outbox.flush();
    expect(refused).toEqual(["La oferta ya no está disponible"]);
    expect(outbox.entries()).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("uploads the proof's files once and keeps their addresses for every retry of the call", async () => {
    const { outbox, calls, state } = harness();
    state.failNext = 1;
    await outbox.add({
      ...draft("finish"),
      body: { note: "Entregado" },
      uploads: [{ field: "photo_url", blob: new Blob(["foto"]), name: "foto.jpg" }],
    });
    await outbox.flush();
    state.now = 10_000;
    await outbox.flush();
    expect(calls).toEqual([
      { path: "/courier/services/s-1/finish/", key: "clave-1", body: { note: "Entregado", photo_url: "https://archivos/foto.jpg" } },
      { path: "/courier/services/s-1/finish/", key: "clave-1", body: { note: "Entregado", photo_url: "https://archivos/foto.jpg" } },
    ]);
  });
});
