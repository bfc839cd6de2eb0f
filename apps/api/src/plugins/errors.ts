import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ERROR_CODES, type FieldError, UPLOAD_MAX_BYTES, uploadSizeRefusal } from "@despacho/domain";
import { AppError, errorBody } from "../errors.js";

function fieldPath(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context;
}

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in Spanish.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Tipo de contenido no soportado",
  FST_ERR_CTP_BODY_TOO_LARGE: "El cuerpo de la solicitud es demasiado grande",
  FST_ERR_CTP_EMPTY_JSON_BODY: "El cuerpo JSON está vacío",
  FST_ERR_CTP_INVALID_JSON_BODY: "El cuerpo JSON no es válido",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Longitud de contenido inválida",
};

// A multipart body cut short: busboy (under @fastify/multipart) emits a bare Error, "Unexpected end
// of multipart data" or "Part terminated early due to unexpected end of multipart data", which the
// plugin itself tells apart by its words. The client sent too little: a 400, not a 500.
const TRUNCATED_MULTIPART = /unexpected end of multipart data$/i;
const MULTIPART_INCOMPLETE = "El cuerpo multipart/form-data está incompleto";

/**
 * A file over the multipart limit of its route (a photo's 2.5 MB unless the route says otherwise), told with spec §5's
 * size refusal; the request's length stands for the file's size, to the megabyte's hundredth the message shows.
 */
function fileTooLarge(request: FastifyRequest): string {
  const limit = request.routeOptions.config.multipartOptions?.limits?.fileSize ?? UPLOAD_MAX_BYTES.photo;
  return uploadSizeRefusal(Number(request.headers["content-length"] ?? limit + 1), limit) ?? ERROR_CODES.PAYLOAD_TOO_LARGE.message;
}

/** One error handler: codes to statuses, Spanish messages, nothing internal in a 5xx. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return reply.status(error.status).send(errorBody(error));
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((v) => ({
          field: fieldPath(v.instancePath, error.validationContext ?? "body"),
          message: v.message ?? "Valor inválido",
        }));
        return reply.status(400).send({ code: "VALIDATION", detail: ERROR_CODES.VALIDATION.message, errors });
      }
      if (error.statusCode === undefined && TRUNCATED_MULTIPART.test(error.message)) {
        return reply
          .status(400)
          .send({ code: "VALIDATION", detail: MULTIPART_INCOMPLETE, errors: [{ field: "body", message: MULTIPART_INCOMPLETE }] });
      }
      if (error.code === "FST_REQ_FILE_TOO_LARGE") {
        const detail = fileTooLarge(request);
        return reply.status(413).send({ code: "PAYLOAD_TOO_LARGE", detail, errors: [{ field: "body", message: detail }] });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({ code: "RATE_LIMITED", detail: ERROR_CODES.RATE_LIMITED.message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        const detail = FASTIFY_MESSAGES[error.code] ?? "Solicitud inválida";
        const code = status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION";
        return reply.status(status).send({ code, detail, errors: [{ field: "body", message: detail }] });
      }
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({ code: "SERVER_ERROR" });
    });
  },
  { name: "errors" },
);
