import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient, refetchAllButSession } from "./query-client";

/** A query function whose answers the test releases one at a time, in order. */
function answers(...values: string[]) {
  const waiting: (() => void)[] = [];
  let calls = 0;
  const fn = () => {
    const value = values[calls++];
    return new Promise<string>((resolve) => waiting.push(() => resolve(value)));
  };
  const release = async () => {
    await new Promise((r) => setTimeout(r, 0));
    waiting.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { fn, release, calls: () => calls };
}

describe("reading everything again after a socket join or a switch", () => {
  it("lets a read on its way land for whoever waits for it, then reads it once more", async () => {
    const client = createQueryClient();
    const desk = answers("before the join", "after the join");
    const first = client.fetchQuery({ queryKey: ["services", "desk"], queryFn: desk.fn });
    const observer = new QueryObserver(client, { queryKey: ["services", "desk"], queryFn: desk.fn });
    const stop = observer.subscribe(() => undefined);

    refetchAllButSession(client);
    await desk.release();
    await expect(first).resolves.toBe("before the join");
    await desk.release();

    expect(desk.calls()).toBe(2);
    expect(client.getQueryData(["services", "desk"])).toBe("after the join");
    stop();
  });

  it("reads again what is already on screen, but not the session's own reads", async () => {
    const client = createQueryClient();
    const desk = answers("first", "second");
    const user = answers("Ana", "Ana again");
    const observers = [
      new QueryObserver(client, { queryKey: ["services", "desk"], queryFn: desk.fn }),
      new QueryObserver(client, { queryKey: ["session", "user"], queryFn: user.fn }),
    ];
    const stops = observers.map((o) => o.subscribe(() => undefined));
    await desk.release();
    await user.release();

    refetchAllButSession(client);
    await desk.release();

    expect(client.getQueryData(["services", "desk"])).toBe("second");
    expect(user.calls()).toBe(1);
    for (const stop of stops) stop();
  });
});
