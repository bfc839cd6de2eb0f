// Massive load of a 10,000-row file (issue 25): rows validated per second (read, checked as the creation panel
// checks a service, addresses through the geocoder, priced by the server), rows created per second (each through
// the creation command, its history and its event), and the process's peak memory, beside a plain papaparse parse
// of the same file in the same run. The app runs in this process on the embedded server (or BENCH_DATABASE_URL)
// with the bundled geocoder (GEOCODER_URL unset: a remote geocoder would bound validation by its own speed).
// Its job loop polls every JOBS_POLL_MS (100 here): each figure includes up to one poll of waiting.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Papa from "papaparse";
import pg from "pg";
import { MASSIVE_LOAD_COLUMNS, type ServiceCreate } from "@despacho/domain";
import { createService } from "../apps/api/src/modules/services/index.js";
import { authHeaders, despacho, signIn } from "./lib-api.js";

process.env.JOBS_POLL_MS = "100";
delete process.env.GEOCODER_URL;
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
/** Rows created the way the job did before (one creation command per row) as the baseline of the same run. */
const BASELINE_ROWS = Math.min(ROWS, Number(process.env.BENCH_BASELINE_ROWS ?? 200));

// Every statement this process sends (the app, its jobs and its outbox consumers): an exact count, unlike the timings.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const PLACES = ["Museo del Oro", "Parque Nacional", "Torre Colpatria", "Plaza de Bolívar", "Museo Botero", "Hospital San Ignacio"];

function file(rows: number): string {
  const lines = [MASSIVE_LOAD_COLUMNS.map((c) => c.header).join(";")];
  for (let i = 0; i < rows; i++) {
    const origin = PLACES[i % PLACES.length];
    const destination = PLACES[(i + 1 + (i % 4)) % PLACES.length];
    const phone = `300${String(1_000_000 + i).padStart(7, "0")}`;
    lines.push(
      `Cliente ${i + 1};${phone};Mensajería;${origin};Portería ${i + 1};${destination};;${(i % 10) * 1000};Efectivo;LOTE-${i + 1};;No`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Peak RSS and heap of this process (the API and its jobs) while `work` runs, sampled every 20 ms. */
async function withPeakMemory<T>(work: () => Promise<T>) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  try {
    return { value: await work(), rss, heap };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const perSecond = (rows: number, ms: number) => `${Math.round((rows / ms) * 1000).toLocaleString("es-CO")} filas/s`;

const text = file(ROWS);
const started = performance.now();
const parsed = Papa.parse<string[]>(text, { delimiter: ";", skipEmptyLines: true });
const parseMs = performance.now() - started;
if (parsed.data.length !== ROWS + 1) throw new Error(`papaparse read ${parsed.data.length} lines`);

const dataDir = await mkdtemp(join(tmpdir(), "despacho-massive-load-"));
const api = await despacho(dataDir);
try {
  const session = await signIn(api.url);
  const headers = authHeaders(session);
  const fileOf = async (id: string) =>
    (await (await fetch(`${api.url}/api/massive-load/${id}/`, { headers })).json()) as {
      status: string;
      rows: number;
      invalid_rows: number;
      created_services: number;
    };
  const until = async (id: string, status: string) => {
    for (;;) {
      const f = await fileOf(id);
      if (f.status === status) return f;
      if (f.status === "failed") throw new Error("the file could not be read");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const before = process.memoryUsage();
  const validated = await withPeakMemory(async () => {
    const form = new FormData();
    form.append("name", "bench.csv");
    form.append("file", new Blob([text], { type: "text/csv" }), "bench.csv");
    const t0 = performance.now();
    const up = await fetch(`${api.url}/api/massive-load/`, { method: "POST", headers, body: form });
    if (up.status !== 202) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const { uuid } = (await up.json()) as { uuid: string };
    const done = await until(uuid, "validated");
    return { uuid, ms: performance.now() - t0, file: done };
  });
  if (validated.value.file.rows !== ROWS || validated.value.file.invalid_rows !== 0) {
    throw new Error(`validated ${validated.value.file.rows} rows, ${validated.value.file.invalid_rows} with errors`);
  }
  // Before: what the job did until now, each row through the one-at-a-time creation command in a savepoint, fifty
  // per transaction, the outbox dispatched and awaited after each transaction.
  const payloads = (
    (await api.database.db.execute(
      `select service from massive_file_rows where file_id = '${validated.value.uuid}' order by line limit ${BASELINE_ROWS}`,
    )) as unknown as { rows: { service: ServiceCreate }[] }
  ).rows.map((r) => r.service);
  const scope = { headquarterId: session.headquarter, userId: null, business: false };
  const baselineStatements = statements;
  const b0 = performance.now();
  for (let i = 0; i < payloads.length; i += 50) {
    await api.database.db.transaction(async (tx) => {
      for (const input of payloads.slice(i, i + 50)) await tx.transaction((savepoint) => createService(savepoint, scope, input));
    });
    await api.app.events.dispatch();
  }
  const baseline = { ms: performance.now() - b0, statements: statements - baselineStatements };

  const confirmStatements = statements;
  const created = await withPeakMemory(async () => {
    const t0 = performance.now();
    const res = await fetch(`${api.url}/api/massive-load/${validated.value.uuid}/confirm/`, { method: "POST", headers });
    if (res.status !== 202) throw new Error(`confirm: ${res.status}`);
    const done = await until(validated.value.uuid, "confirmed");
    return { ms: performance.now() - t0, file: done };
  });
  if (created.value.file.created_services !== ROWS) throw new Error(`created ${created.value.file.created_services} services`);
  const createdStatements = statements - confirmStatements;
  // After the file is confirmed the outbox's consumers (the dispatch engine deciding each new service…) catch up.
  const c0 = performance.now();
  while ((await api.app.events.dispatch()) > 0);
  const catchUpMs = performance.now() - c0 + created.value.ms;

  console.log(
    `\nCarga masiva de ${ROWS.toLocaleString("es-CO")} filas (${(text.length / 1_048_576).toFixed(1)} MB de CSV), base de datos ${api.kind}\n`,
  );
  console.table([
    { medida: "papaparse solo (línea base)", tiempo: `${parseMs.toFixed(0)} ms`, ritmo: perSecond(ROWS, parseMs) },
    {
      medida: "validación (job: lectura, reglas, geocoder, precio, filas guardadas)",
      tiempo: `${validated.value.ms.toFixed(0)} ms`,
      ritmo: perSecond(ROWS, validated.value.ms),
    },
    {
      medida: `antes: creación fila por fila con el comando de una creación (${BASELINE_ROWS} filas)`,
      tiempo: `${baseline.ms.toFixed(0)} ms`,
      ritmo: perSecond(BASELINE_ROWS, baseline.ms),
      sentencias_por_fila: (baseline.statements / BASELINE_ROWS).toFixed(2),
    },
    {
      medida: "después: creación (job: un lote de 250 filas por transacción, una sentencia por tabla)",
      tiempo: `${created.value.ms.toFixed(0)} ms`,
      ritmo: perSecond(ROWS, created.value.ms),
      sentencias_por_fila: (createdStatements / ROWS).toFixed(2),
    },
    {
      medida: "después: hasta que los consumidores del outbox (motor de despacho…) terminan",
      tiempo: `${catchUpMs.toFixed(0)} ms`,
      ritmo: perSecond(ROWS, catchUpMs),
    },
  ]);
  console.log(
    `Memoria pico del proceso: RSS ${mb(Math.max(validated.rss, created.rss))} (antes ${mb(before.rss)}), heap ${mb(Math.max(validated.heap, created.heap))} (antes ${mb(before.heapUsed)})`,
  );
  console.log(
    "Límites: la validación guarda las filas de 250 en 250 y consulta el geocoder con 8 filas a la vez (una dirección repetida se busca una vez);",
  );
  console.log(
    "la creación escribe cada lote de 250 filas con una sentencia por tabla (servicios, ubicaciones, historial, eventos, filas) y entrega los eventos sin esperar: los escritorios los oyen al confirmar el lote;",
  );
  console.log(
    "los demás consumidores del outbox (motor de despacho, notificaciones, webhooks, rutas) manejan un evento a la vez con sus propias idas y vueltas: ellos limitan el tiempo hasta que todo está al día. Las sentencias por fila cuentan todas las de este proceso (job, consumidores, sondeos): exactas; los tiempos dependen de la carga de la máquina.",
  );
} finally {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
