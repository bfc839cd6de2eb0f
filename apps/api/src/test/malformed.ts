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
  /** The raw request body sent as application/json. */
  payload: string;
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

export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

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

const toRaw = (value: unknown) => JSON.stringify(value).replaceAll(`"${HUGE}"`, "1e400");

function withField(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...base, [head]: value };
  const inner = base[head];
  return {
    ...base,
    [head]: withField(inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value),
  };
}

/** Object properties to mutate, one level into nested objects and array items. */
function fieldsOf(s: JsonSchema, prefix: string[] = [], depth = 0): [string[], JsonSchema][] {
  const out: [string[], JsonSchema][] = [];
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, key];
    out.push([path, prop]);
    if (depth === 0 && prop.properties) out.push(...fieldsOf(prop, path, depth + 1));
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
    value = JSON.parse(raw);
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
  const valid = validValue(json);
  const base = schema.safeParse(valid).success && valid && typeof valid === "object" ? (valid as Record<string, unknown>) : {};
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
      cases.push({ label: `${path.join(".")}: ${what}`, payload: toRaw(withField(base, path, value)) });
    }
  }
  for (const key of json.required ?? []) {
    const { [key]: _dropped, ...rest } = base;
    cases.push({ label: `${key}: missing`, payload: toRaw(rest) });
  }
  return cases.filter((c) => refused(schema, c.payload));
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
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
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
  return cases.filter((c) => !schema.safeParse(parseQuery(c.query)).success);
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
  "2030-01-01",
  "12:00",
  1,
  0,
  100,
  true,
  false,
  null,
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
    const paths = result.error.issues.map((i) => i.path).filter((p) => p.length > 0);
    if (paths.length === 0) return null;
    for (const path of paths) {
      const key = path.map(String).join(".");
      const here = schemaAt(json, path);
      const candidates = [
        ...here.flatMap((h) => [
          ...(h.enum ?? []),
          ...(h.const !== undefined ? [h.const] : []),
          ...(h.properties ? [validValue(h, true)] : []),
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
