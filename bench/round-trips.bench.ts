// Database round trips per request on the hot paths (issue 21): every statement node-postgres sends is one round
// trip, BEGIN and COMMIT included, so this is the floor a request pays in waiting on the database, whatever the
// machine's load. Counted over several requests of each path after one warm-up (caches filled), on the embedded
// server, or on BENCH_DATABASE_URL (an empty database: the demo is seeded). Not a timing: the figures are exact.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { authHeaders, client, despacho, type Session, signIn } from "./lib-api.js";
import { firstRow, serviceCreationBody } from "./lib-seed-services.js";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-data.js";

const REQUESTS = 5;

let statements = 0;
/** BENCH_SHOW_SQL=1 prints the start of every statement counted: what a path's round trips are. */
const showStatement = (query: unknown) => {
  const text = String((query as { text?: string })?.text ?? query);
  console.log(`    ${text.slice(0, 160).replace(/\s+/g, " ")}`);
};
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (process.env.BENCH_SHOW_SQL) showStatement(args[0]);
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

interface HotPath {
  label: string;
  /** The request as fetch's arguments (a fresh body each time when the call creates something). */
  request(i: number): [string, RequestInit];
  /** The status a correct answer has. */
  status: number;
}

async function roundTrips(url: string, path: HotPath) {
  const call = async (i: number) => {
    const [address, init] = path.request(i);
    const response = await fetch(`${url}${address}`, init);
    await response.arrayBuffer();
    if (response.status !== path.status) throw new Error(`${path.label}: ${response.status}, expected ${path.status}`);
  };
  await call(0);
  const before = statements;
  for (let i = 1; i <= REQUESTS; i++) await call(i);
  return (statements - before) / REQUESTS;
}

async function courierSession(url: string, username: string) {
  const response = await fetch(`${url}/api/users/token/`, {
    method: "POST",
    headers: { ...client, "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`courier login: ${response.status}`);
  const { access } = (await response.json()) as { access: string };
  return { ...client, authorization: `Bearer ${access}` };
}

function hotPaths(session: Session, courier: Record<string, string>, messenger: string, createBody: string): HotPath[] {
  const staff = authHeaders(session);
  const vary = (label: string, address: (i: number) => string): HotPath => ({
    label,
    status: 200,
    request: (i) => [address(i), { headers: staff }],
  });
  const get = (label: string, address: string) => vary(label, () => address);
  const json = { ...staff, "content-type": "application/json" };
  return [
    get("GET /api/health", "/api/health"),
    get("GET /api/users/employments/ (Cargos, cached)", "/api/users/employments/"),
    vary("GET /api/users/employments/ (Cargos, uncached)", (i) => `/api/users/employments/?limit=${20 + i}`),
    // A different page size each time, so the read cache never answers: the uncached path.
    vary(
      "GET /api/services/ desk list (uncached)",
      (i) => `/api/services/?limit=${20 + i}&status__in=by_assign,pending,assigned,in_progress`,
    ),
    vary("GET /api/services/?q=… search (uncached)", (i) => `/api/services/?limit=25&status__in=by_assign&q=cliente${i}`),
    {
      label: "POST /api/services/ creation",
      status: 201,
      request: () => ["/api/services/", { method: "POST", headers: json, body: createBody }],
    },
    get("GET /api/users/messengers/?q=… search", "/api/users/messengers/?limit=10&q=mensajero"),
    get("GET /api/users/messengers/affiliated/?q=… search", "/api/users/messengers/affiliated/?limit=10&q=mensajero"),
    get("GET /api/chats/ contacts", "/api/chats/"),
    {
      label: "POST /api/chats/messages/",
      status: 201,
      request: (i) => [
        "/api/chats/messages/",
        { method: "POST", headers: json, body: JSON.stringify({ messenger, type: "text", content: `Hola ${i}` }) },
      ],
    },
    get("GET /api/users/messengers/{id}/track/", `/api/users/messengers/${messenger}/track/`),
    {
      label: "POST /api/courier/locations/ (1 point)",
      status: 201,
      request: (i) => [
        "/api/courier/locations/",
        {
          method: "POST",
          headers: { ...courier, "content-type": "application/json" },
          body: JSON.stringify({
            points: [
              {
                latitude: 4.65 + i * 0.0001,
                longitude: -74.05,
                accuracy: 8,
                speed: 3.5,
                using_fake_location: false,
                coordinates_created_at: new Date(Date.now() - (REQUESTS - i) * 60_000).toISOString(),
              },
            ],
          }),
        },
      ],
    },
  ];
}

const dataDir = await mkdtemp(join(tmpdir(), "despacho-round-trips-"));
const api = await despacho(dataDir);
try {
  const session = await signIn(api.url);
  const courier = await courierSession(api.url, "mensajero3");
  const messenger = await firstRow<{ id: string }>(
    api.database.db,
    "select m.id from messengers m join users u on u.id = m.user_id where u.username = 'mensajero3'",
  );
  const createBody = await serviceCreationBody(api.database.db, session.headquarter);
  console.log(`\nDatabase round trips per request — database ${api.kind}, ${REQUESTS} requests each after one warm-up\n`);
  console.log(`| ${"path".padEnd(44)} | round trips |`);
  console.log(`|${"-".repeat(46)}|${"-".repeat(13)}|`);
  for (const path of hotPaths(session, courier, messenger.id, createBody)) {
    const perRequest = await roundTrips(api.url, path);
    console.log(`| ${path.label.padEnd(44)} | ${perRequest.toFixed(1).padStart(11)} |`);
  }
} finally {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
