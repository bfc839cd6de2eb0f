import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type FieldError, hasUnstorableCharacter, INPUT_DEPTH_MAX, INPUT_MESSAGES } from "@despacho/domain";
import { AppError } from "../errors.js";

const MULTIPART = /^multipart\/form-data\b/i;
const BOUNDARY = /;\s*boundary=("[^"]+"|[^;\s]+)/i;
const MULTIPART_WITHOUT_BOUNDARY = "El cuerpo multipart/form-data no indica su boundary";

/** The first thing in a parsed value that no route may receive: text a column cannot hold, or too much nesting. */
function refusal(value: unknown, part: string, path: string[] = []): FieldError | null {
  const field = path.join(".") || part;
  if (typeof value === "string") return hasUnstorableCharacter(value) ? { field, message: INPUT_MESSAGES.unstorableCharacter } : null;
  if (!value || typeof value !== "object" || Buffer.isBuffer(value)) return null;
  if (path.length >= INPUT_DEPTH_MAX) return { field, message: INPUT_MESSAGES.tooDeep };
  for (const [key, inner] of Object.entries(value)) {
    if (hasUnstorableCharacter(key)) return { field, message: INPUT_MESSAGES.unstorableCharacter };
    const found = refusal(inner, part, [...path, key]);
    if (found) return found;
  }
  return null;
}

const refuse = (error: FieldError) => new AppError("VALIDATION", error.message, [error]);

/**
 * Bad input every route refuses the same way, before its own schema runs: a multipart body
 * without a boundary, NUL or a lone surrogate in any text or key (body, query, path), and
 * bodies nested deeper than INPUT_DEPTH_MAX. Each answers 400 with the Spanish error shape.
 * An empty body sent as application/json is no body (many API clients send the header on every
 * call): the route's schema then decides, as it does when no body comes at all.
 */
export const inputPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body: string, done) =>
      body.length === 0 ? done(null, undefined) : parseJson(req, body, done),
    );
    app.addHook("onRequest", async (req: FastifyRequest) => {
      const type = req.headers["content-type"] ?? "";
      if (MULTIPART.test(type) && !BOUNDARY.test(type)) throw refuse({ field: "body", message: MULTIPART_WITHOUT_BOUNDARY });
    });
    app.addHook("preValidation", async (req: FastifyRequest) => {
      const found = refusal(req.params, "params") ?? refusal(req.query, "querystring") ?? refusal(req.body, "body");
      if (found) throw refuse(found);
    });
  },
  { name: "input" },
);
