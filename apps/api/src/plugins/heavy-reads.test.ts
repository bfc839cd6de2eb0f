import Fastify from "fastify";
import { expect, it } from "vitest";
import { heavyReadsPlugin } from "./heavy-reads.js";

/** A heavy read the test ends: `started` resolves when its turn comes. */
function read() {
  let end: () => void = () => undefined;
  let begin: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const work = () =>
    new Promise<void>((resolve) => {
      begin();
      end = resolve;
    });
  return { work, started, end: () => end() };
}

it("works on 4 heavy reads at once and starts the next waiting one, in the order they came, when one is done", async () => {
  const app = Fastify();
  await app.register(heavyReadsPlugin);
  await app.ready();
  const reads = Array.from({ length: 6 }, read);
  const began: number[] = [];
  for (const [i, r] of reads.entries()) {
    r.started.then(() => {
      began.push(i);
    });
  }
  const answers = reads.map((r) => app.heavyRead(r.work));
  await Promise.all(reads.slice(0, 4).map((r) => r.started));
  expect(began).toEqual([0, 1, 2, 3]);

  reads[2].end();
  await reads[4].started;
  expect(began).toEqual([0, 1, 2, 3, 4]);

  for (const r of reads) r.end();
  await reads[5].started;
  reads[5].end();
  await Promise.all(answers);
  expect(began).toEqual([0, 1, 2, 3, 4, 5]);
  await app.close();
});
