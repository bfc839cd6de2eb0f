import { randomUUID } from "node:crypto";
import { z } from "zod";

// Malformed input generated from a route's zod schemas (through their JSON Schema): wrong
// types, too-long strings, arrays where scalars go, nested junk, prototype-pollution keys,
// non-object bodies, unknown keys, huge numbers, empty strings. Every case kept is one the
// route must refuse: either the JSON parser rejects it or the zod schema does.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

export interface BodyCase {
  label: string;
  /** The raw request body, sent as application/json unless contentType says otherwise. */
  payload: string;
  contentType?: string;
}

export interface QueryCase {
  label: string;
  /** The raw query string, without "?". */
  query: string;
}

export interface ParamCase {
  label: string;
  params: Record<string, string>;
}

const HUGE = "__HUGE_NUMBER__";
const DEEP = "__DEEP_NESTING__";
const DEEP_LEVELS = 20_000;
const DEEP_JSON = `${'{"a":'.repeat(DEEP_LEVELS)}1${"}".repeat(DEEP_LEVELS)}`;
/** One past the largest value of a PostgreSQL integer column. */
const PAST_INT32 = 2_147_483_648;

export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

const optionsOf = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? [s];
const formatsOf = (s: JsonSchema): string[] =>
  optionsOf(s).flatMap((o) => ((o.anyOf ?? o.oneOf) ? formatsOf(o) : o.format ? [o.format] : []));

const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf ?? s.oneOf) return (s.anyOf ?? s.oneOf ?? []).flatMap(typesOf);
  if (s.const !== undefined) return [typeof s.const];
  return [s.type ?? []].flat();
};

/** A value the schema accepts, as far as JSON Schema can tell (checked with zod by the caller). */
export function validValue(s: JsonSchema, allProperties = false): unknown {
  const options = s.anyOf ?? s.oneOf;
  if (options) return validValue(options.find((o) => o.type !== "null") ?? options[0], allProperties);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = [s.type ?? "object"].flat()[0];
  switch (type) {
    case "string": {
      if (s.format === "email") return "prueba@despacho.test";
      if (s.format === "uuid") return randomUUID();
      if (s.format === "uri") return "https://despacho.test/ayuda";
      if (s.format === "date-time") return "2030-01-01T12:00:00.000Z";
      const length = Math.min(s.maxLength ?? 20, Math.max(s.minLength ?? 0, 12));
      return "valor de prueba valido".padEnd(length, "x").slice(0, length);
    }
    case "integer":
    case "number":
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items ?? {}));
    default: {
      const out: Record<string, unknown> = {};
      const keys = allProperties ? Object.keys(s.properties ?? {}) : (s.required ?? []);
      for (const key of keys) out[key] = validValue(s.properties?.[key] ?? {});
      return out;
    }
  }
}

const deepJunk = (depth: number): unknown => (depth === 0 ? { $where: "1==1" } : { a: [deepJunk(depth - 1)] });

/** Wrong values for one field of the given schema; HUGE is swapped for 1e400 in the raw JSON. */
function wrongValues(s: JsonSchema): [string, unknown][] {
  const types = typesOf(s);
  const out: [string, unknown][] = [
    ["null", null],
    ["nested junk", { $gt: "", nested: deepJunk(5) }],
    ["array where a scalar goes", ["a", 1, { b: null }]],
  ];
  if (!types.includes("string")) out.push(["a string", "texto"]);
  if (!types.includes("number") && !types.includes("integer")) out.push(["a number", 12345]);
  if (!types.includes("boolean")) out.push(["a boolean", true]);
  if (types.includes("string")) {
    out.push(["an empty string", ""]);
    out.push(["a blank string", "   "]);
    if (s.maxLength !== undefined) out.push([`a string of ${s.maxLength + 1} characters`, "x".repeat(s.maxLength + 1)]);
    out.push(["a 100 000-character string", "y".repeat(100_000)]);
    if (s.format || s.enum) out.push(["a string of the wrong format", "no-es-valido"]);
  }
  if (types.includes("number") || types.includes("integer")) {
    out.push(["a numeric string", "12"]);
    out.push(["a huge number", HUGE]);
    out.push(["an unsafe integer", 2 ** 60]);
    out.push(["a negative number", -1]);
    if (types.includes("integer")) out.push(["a fraction", 1.5]);
  }
  if (types.includes("array")) {
    out.push(["an object where an array goes", { 0: "a" }]);
    if (s.maxItems !== undefined)
      out.push([`${s.maxItems + 1} items`, Array.from({ length: s.maxItems + 1 }, () => validValue(s.items ?? {}))]);
    out.push(["items of the wrong type", [[{ junk: [1, 2, 3] }], 42, null]]);
  }
  if (types.includes("object") || s.properties) {
    out.push(["an array where an object goes", []]);
    out.push(["an object with an unknown key", { ...(validValue(s) as object), campo_desconocido: 1 }]);
  }
  return out;
}

/**
 * Values no route may accept whatever its schema says (the probe's 500s): text a database
 * cannot hold, integers past a PostgreSQL integer, dates that do not exist, and nesting deep
 * enough to overflow a recursive reader. Every route must refuse them with 400.
 */
function alwaysWrongValues(s: JsonSchema): [string, unknown][] {
  const types = typesOf(s);
  const formats = formatsOf(s);
  const out: [string, unknown][] = [];
  if (types.includes("string")) out.push(["a NUL character", "valor\u0000nulo"], ["a lone surrogate", "valor\ud800"]);
  if (formats.includes("date"))
    out.push(["an impossible date", "2026-02-30"], ["the zero date", "0000-00-00"], ["year 0", "0000-01-01"], ["year 9999", "9999-12-31"]);
  if (formats.includes("date-time"))
    out.push(
      ["an impossible date-time", "2026-02-30T10:00:00Z"],
      ["a date-time in year 0", "0000-01-01T00:00:00Z"],
      ["a date-time in year 9999", "9999-12-31T23:00:00-05:00"],
    );
  if (formats.includes("uri"))
    out.push(["a data: URL", "data:text/html,<script>alert(1)</script>"], ["a javascript: URL", "javascript:alert(1)"]);
  if (types.includes("integer")) out.push(["2^31", PAST_INT32]);
  if (types.length === 0 || types.includes("object")) out.push([`${DEEP_LEVELS} levels of nesting`, DEEP]);
  return out;
}

const toRaw = (value: unknown) => JSON.stringify(value).replaceAll(`"${HUGE}"`, "1e400").replaceAll(`"${DEEP}"`, DEEP_JSON);

/** Object properties to mutate, one level into nested objects and into the first item of arrays of objects. */
function fieldsOf(s: JsonSchema, prefix: string[] = [], depth = 0): [string[], JsonSchema][] {
  const out: [string[], JsonSchema][] = [];
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, key];
    out.push([path, prop]);
    if (depth > 0) continue;
    const object = optionsOf(prop).find((o) => o.properties);
    if (object) out.push(...fieldsOf(object, path, depth + 1));
    const items = optionsOf(prop).find((o) => o.items?.properties)?.items;
    if (items) out.push(...fieldsOf(items, [...path, "0"], depth + 1));
  }
  return out;
}

/** Does Fastify's JSON parser (secure-json-parse) refuse this value? */
function parserRejects(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key === "__proto__") return true;
    if (key === "constructor" && inner && typeof inner === "object" && "prototype" in inner) return true;
    if (parserRejects(inner)) return true;
  }
  return false;
}

function refused(schema: z.ZodType | undefined, raw: string): boolean {
  let value: unknown;
  try {
    // An empty JSON body is no body, which Fastify hands the schema as null.
    value = raw === "" ? null : JSON.parse(raw);
  } catch {
    return true;
  }
  if (parserRejects(value)) return true;
  return schema ? !schema.safeParse(value).success : false;
}

/** Malformed JSON bodies for a route whose body schema is `schema`. */
export function bodyCases(schema: unknown): BodyCase[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = jsonSchemaOf(schema);
  const valid = validSample(schema)?.value;
  const base = valid && typeof valid === "object" && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const cases: BodyCase[] = [
    { label: "an empty body", payload: "" },
    { label: "broken JSON", payload: '{"a": ' },
    { label: "a JSON array", payload: "[]" },
    { label: "a JSON array of objects", payload: toRaw([base, base]) },
    { label: "a JSON string", payload: '"texto"' },
    { label: "a JSON number", payload: "42" },
    { label: "JSON null", payload: "null" },
    { label: "JSON true", payload: "true" },
    { label: "a __proto__ key", payload: `{"__proto__": {"is_admin": true}, ${toRaw(base).slice(1)}`.replace(", }", "}") },
    { label: "a nested __proto__ key", payload: toRaw({ ...base, x: { y: 1 } }).replace('"y":1', '"__proto__":{"polluted":true}') },
    { label: "a constructor.prototype key", payload: toRaw({ ...base, constructor: { prototype: { polluted: true } } }) },
    { label: "a constructor key", payload: toRaw({ ...base, constructor: "Object" }) },
    { label: "an unknown key", payload: toRaw({ ...base, campo_desconocido: "x" }) },
    { label: "200 levels of nesting", payload: `${'{"a":'.repeat(200)}1${"}".repeat(200)}` },
  ];
  for (const [path, prop] of fieldsOf(json)) {
    for (const [what, value] of wrongValues(prop)) {
      cases.push({ label: `${path.join(".")}: ${what}`, payload: toRaw(setAt(base, path, value)) });
    }
  }
  for (const key of json.required ?? []) {
    const { [key]: _dropped, ...rest } = base;
    cases.push({ label: `${key}: missing`, payload: toRaw(rest) });
  }
  const always: BodyCase[] = [{ label: "multipart/form-data without a boundary", payload: "x", contentType: "multipart/form-data" }];
  for (const [path, prop] of fieldsOf(json)) {
    for (const [what, value] of alwaysWrongValues(prop))
      always.push({ label: `${path.join(".")}: ${what}`, payload: toRaw(setAt(base, path, value)) });
  }
  return [...cases.filter((c) => refused(schema, c.payload)), ...always];
}

/** fast-querystring's reading of a query: repeated keys become arrays, own __proto__ keys. */
function parseQuery(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

const q = (key: string, value: string) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;

/** Malformed query strings for a route whose querystring schema is `schema`. */
export function queryCases(schema: unknown): QueryCase[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = jsonSchemaOf(schema);
  const cases: QueryCase[] = [
    { label: "an unknown parameter", query: q("campo_desconocido", "1") },
    { label: "a __proto__ parameter", query: q("__proto__", "x") },
    { label: "a constructor parameter", query: q("constructor", "x") },
  ];
  const valid = validSample(schema)?.value;
  const base = Object.entries(valid && typeof valid === "object" ? valid : {}).map(([k, v]) => [k, String(v)]);
  const always: QueryCase[] = [];
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    for (const [what, value] of alwaysWrongValues(prop)) {
      if (value === DEEP || what === "a lone surrogate") continue; // a query string carries neither
      const others = base.filter(([k]) => k !== key);
      always.push({ label: `${key}: ${what}`, query: new URLSearchParams([...others, [key, String(value)]]).toString() });
    }
    const types = typesOf(prop);
    const values: [string, string][] = [["an array", `${q(key, "1")}&${q(key, "2")}`]];
    if (types.includes("number") || types.includes("integer")) {
      values.push(
        ["not a number", q(key, "abc")],
        ["negative", q(key, "-1")],
        ["a fraction", q(key, "1.5")],
        ["huge", q(key, "1e400")],
        ["past the maximum", q(key, "99999999999999999999")],
        ["empty", q(key, "")],
        ["NaN", q(key, "NaN")],
        ["Infinity", q(key, "Infinity")],
      );
    }
    if (types.includes("string")) {
      if (prop.maxLength !== undefined) values.push([`${prop.maxLength + 1} characters`, q(key, "x".repeat(prop.maxLength + 1))]);
      if ((prop.minLength ?? 0) > 0) values.push(["empty", q(key, "")]);
      values.push(["too short", q(key, "x")]);
    }
    for (const [what, query] of values) cases.push({ label: `${key}: ${what}`, query });
  }
  return [...cases.filter((c) => !schema.safeParse(parseQuery(c.query)).success), ...always];
}

const BAD_IDS: [string, string][] = [
  ["a word", "abc"],
  ["a number", "1"],
  ["a negative number", "-1"],
  ["a uuid with a non-hex digit", "00000000-0000-4000-8000-00000000000g"],
  ["a uuid with a suffix", `${"12345678-1234-4234-8234-123456789abc"}x`],
  ["SQL", "' OR '1'='1"],
  ["a NUL byte", "\u0000"],
  ["JSON", '{"$ne":null}'],
  ["99 characters", "z".repeat(99)],
  ["null", "null"],
];

/** Non-uuid (or otherwise invalid) path parameters; the other parameters keep a valid value. */
export function paramCases(schema: unknown, url: string): ParamCase[] {
  if (!(schema instanceof z.ZodType)) return [];
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const cases: ParamCase[] = [];
  for (const name of names) {
    for (const [what, bad] of BAD_IDS) {
      const params = Object.fromEntries(names.map((n) => [n, n === name ? bad : randomUUID()]));
      if (!schema.safeParse(params).success) cases.push({ label: `:${name} ${what}`, params });
    }
  }
  return cases;
}

export const pathWith = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? randomUUID()));

// Values tried, in order, at a path the schema still refuses (refinements JSON Schema cannot say).
const CANDIDATES: unknown[] = [
  "3001234567",
  "prueba@despacho.test",
  "Valor de prueba",
  "https://despacho.test/",
  "2030-01-01T12:00:00.000Z",
  // A later instant and a later time: a schema asking for a start before its end takes them for the end.
  "2030-01-01T18:00:00.000Z",
  "2030-01-01",
  // A month (AAAA-MM: the statistics reports).
  "2030-01",
  "12:00",
  "18:00",
  // A zone drawn on a map: a closed, simple square (shapes whose validity is a geometric refinement).
  {
    type: "MultiPolygon",
    coordinates: [
      [
        [
          [-74.07, 4.64],
          [-74.06, 4.64],
          [-74.06, 4.65],
          [-74.07, 4.65],
          [-74.07, 4.64],
        ],
      ],
    ],
  },
  1,
  0,
  100,
  true,
  false,
  null,
  undefined, // an optional field no JSON value satisfies (a file), left out
];

function setAt(target: unknown, path: PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const obj = target && typeof target === "object" ? (target as Record<PropertyKey, unknown>) : {};
  return { ...obj, [head]: setAt(obj[head], rest, value) };
}

/** The sub-schema at a value path (through properties, items and unions). */
function schemaAt(s: JsonSchema | undefined, path: PropertyKey[]): JsonSchema[] {
  if (!s) return [];
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.flatMap((o) => schemaAt(o, path));
  if (path.length === 0) return [s];
  const [head, ...rest] = path;
  if (typeof head === "number" || /^\d+$/.test(String(head))) return schemaAt(s.items, rest);
  return schemaAt(s.properties?.[String(head)], rest);
}

/** A value `schema` accepts, or null: JSON Schema's guess, then candidates where zod still objects. */
export function validSample(schema: z.ZodType): { value: unknown } | null {
  const json = jsonSchemaOf(schema);
  let value = validValue(json);
  const tried = new Map<string, number>();
  for (let round = 0; round < 200; round++) {
    const result = schema.safeParse(value);
    if (result.success) return { value };
    // One step per field and round, however many issues the field has (a format and a refinement).
    const byKey = new Map(result.error.issues.filter((i) => i.path.length > 0).map((i) => [i.path.map(String).join("."), i.path]));
    const paths = [...byKey.values()];
    if (paths.length === 0) {
      // A refinement of the whole value (at least one change): offer every optional field too.
      if (tried.has("")) return null;
      tried.set("", 1);
      value = validValue(json, true);
      continue;
    }
    for (const path of paths) {
      const key = path.map(String).join(".");
      const here = schemaAt(json, path);
      const candidates = [
        ...here.flatMap((h) => [
          ...(h.enum ?? []),
          ...(h.const !== undefined ? [h.const] : []),
          ...(h.properties ? [validValue(h, true)] : []),
          // An array that needs items: one item, mended further in the next rounds.
          ...(h.items ? [[validValue(h.items, true)]] : []),
        ]),
        ...CANDIDATES,
      ];
      const n = tried.get(key) ?? 0;
      if (n >= candidates.length) return null;
      tried.set(key, n + 1);
      value = setAt(value, path, candidates[n]);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Odd input every route survives (issue 19). Unlike the cases above these are not all refused: a
// schema may well take the nil uuid or a query value of "x". Whatever the route makes of them, the
// answer is below 500 and nothing is written.

const CUT_BOUNDARY = "----cortado";
/** A multipart body cut short inside a part (busboy's "Part terminated early"). */
export const truncatedMultipart = {
  payload: `--${CUT_BOUNDARY}\r\nContent-Disposition: form-data; name="campo"\r\n\r\nvalor a me`,
  contentType: `multipart/form-data; boundary=${CUT_BOUNDARY}`,
};

const ODD_QUERY_VALUES: [string, string][] = [
  ["a word", "x"],
  ["a negative number", "-1"],
  ["zero", "0"],
  ["1e400", "1e400"],
  ["20 digits", "99999999999999999999"],
  ["the nil uuid", "00000000-0000-0000-0000-000000000000"],
  ["the last day of year 9999", "9999-12-31"],
  ["a date-time in year 9999", "9999-12-31T23:00:00-05:00"],
  ["accents and emoji", "ñandú 😀"],
  ["2 000 characters", "z".repeat(2000)],
];

/**
 * Each parameter of a querystring schema in turn set to each odd value, the others kept valid; only
 * the queries the schema takes (a refused one never reaches the route: the cases above cover it).
 */
export function oddQueryCases(schema: unknown, valid: Record<string, string> = {}): QueryCase[] {
  if (!(schema instanceof z.ZodType)) return [];
  const keys = Object.keys(jsonSchemaOf(schema).properties ?? {});
  const cases = keys.flatMap((key) =>
    ODD_QUERY_VALUES.map(([what, value]) => ({
      label: `${key}: ${what}`,
      query: new URLSearchParams([...Object.entries(valid).filter(([k]) => k !== key), [key, value]]).toString(),
    })),
  );
  return cases.filter((c) => schema.safeParse(parseQuery(c.query)).success);
}

const ODD_IDS: [string, string][] = [
  ["the nil uuid", "00000000-0000-0000-0000-000000000000"],
  ["the max uuid", "ffffffff-ffff-ffff-ffff-ffffffffffff"],
];

/** Each path parameter in turn set to a well-formed id no row has, the others random; only those the schema takes. */
export function oddParamCases(schema: unknown, url: string): ParamCase[] {
  if (!(schema instanceof z.ZodType)) return [];
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const cases = names.flatMap((name) =>
    ODD_IDS.map(([what, id]) => ({
      label: `:${name} ${what}`,
      params: Object.fromEntries(names.map((n) => [n, n === name ? id : randomUUID()])),
    })),
  );
  return cases.filter((c) => schema.safeParse(c.params).success);
}
