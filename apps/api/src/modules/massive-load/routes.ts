import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  formatEsCoDateTime,
  idParamsSchema,
  MASSIVE_LOAD_FILE_MAX_BYTES,
  MASSIVE_LOAD_FILE_NAME_MAX,
  massiveFileSchema,
  massiveRowDataSchema,
  massiveRowSchema,
  massiveRowsQuerySchema,
  massiveTemplateQuerySchema,
  PAGE_SIZE,
  pageQuerySchema,
  pageSchema,
  zonedDate,
} from "@despacho/domain";
import { and, asc, eq } from "drizzle-orm";
import { serviceTypes } from "../../db/schema/index.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow } from "../../plugins/access.js";
import { geocoderFor } from "../geocoder/index.js";
import { timeZoneOf } from "../headquarters/index.js";
import { confirmMassiveFile, createMassiveServices } from "./commands/confirm.js";
import { addRow, dropInvalidRows, editRow, removeRow } from "./commands/rows.js";
import { uploadMassiveFile } from "./commands/upload.js";
import { validateMassiveFile } from "./commands/validate.js";
import { presentFile, presentRow } from "./presenter.js";
import { findFile, findRow, listFiles, listRows } from "./queries/files.js";
import { CONFIRM_KIND, fileScopeOf, VALIDATE_KIND } from "./scope.js";
import { massiveTemplate } from "./template.js";

const tags = ["massive-load"];
const params = idParamsSchema;
const emptyBody = z.object({}).strict().nullish();
// spec §2.2 /massive-load: create_massive_file_service; its dry run and row screens ask the same.
const P = ["create_massive_file_service"] as const;
const access = {
  files: allow.inHeadquarter([...P]),
  file: allow.inHeadquarter([...P], "massive-file"),
  row: allow.inHeadquarter([...P], "massive-file-row"),
};
/** The upload: the file (multipart, a Buffer on the server) and the name it had on the user's computer. */
const uploadSchema = z
  .object({ file: z.instanceof(Buffer).optional(), name: z.string().trim().min(1).max(MASSIVE_LOAD_FILE_NAME_MAX).optional() })
  .strict();
const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

// Massive load of services (issue 25, spec §3 massive-load files): upload, dry run, confirm.
export async function massiveLoadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const geocoder = geocoderFor(app);
  app.jobs.handle(VALIDATE_KIND, validateMassiveFile(app, geocoder));
  app.jobs.handle(CONFIRM_KIND, createMassiveServices(app));

  r.get(
    "/api/massive-load/template/",
    { schema: { tags, querystring: massiveTemplateQuerySchema }, config: { access: access.files } },
    async (req, reply) => {
      const { headquarterId } = fileScopeOf(req);
      const [[type], zone] = await Promise.all([
        app.db
          .select({ name: serviceTypes.name })
          .from(serviceTypes)
          .where(and(eq(serviceTypes.headquarterId, headquarterId), eq(serviceTypes.isActive, true)))
          .orderBy(asc(serviceTypes.name))
          .limit(1),
        timeZoneOf(app.db, headquarterId),
      ]);
      // The example is scheduled for tomorrow at 09:00 on the headquarter's wall clock.
      const tomorrow = zonedDate(zone, Date.now() + 86_400_000);
      const scheduledAt = formatEsCoDateTime(`${tomorrow}T09:00`);
      const { format } = req.query;
      return reply
        .header("content-type", CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="plantilla-carga-masiva.${format}"`)
        .send(await massiveTemplate(format, { typeName: type?.name ?? null, scheduledAt }));
    },
  );

  r.post(
    "/api/massive-load/",
    {
      schema: { tags, body: uploadSchema, response: { 202: massiveFileSchema } },
      config: { access: access.files, multipartOptions: { limits: { fileSize: MASSIVE_LOAD_FILE_MAX_BYTES } } },
    },
    async (req, reply) => {
      const scope = fileScopeOf(req);
      const id = await uploadMassiveFile(app.db, scope, req.body);
      return reply.status(202).send(presentFile(await findFile(app.db, scope, id)));
    },
  );

  r.get(
    "/api/massive-load/",
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(massiveFileSchema) } }, config: { access: access.files } },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.default);
      const { rows, total } = await listFiles(app.db, fileScopeOf(req), win);
      return pageOf(req, win, total, rows.map(presentFile));
    },
  );

  r.get(
    "/api/massive-load/:id/",
    { schema: { tags, params, response: { 200: massiveFileSchema } }, config: { access: access.file } },
    async (req) => presentFile(await findFile(app.db, fileScopeOf(req), req.params.id)),
  );

  r.get(
    "/api/massive-load/:id/rows/",
    {
      schema: { tags, params, querystring: massiveRowsQuerySchema, response: { 200: pageSchema(massiveRowSchema) } },
      config: { access: access.file },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.default);
      const { rows, total } = await listRows(app.db, fileScopeOf(req), req.params.id, win, req.query.invalid === "true");
      return pageOf(req, win, total, rows.map(presentRow));
    },
  );

  r.post(
    "/api/massive-load/:id/rows/",
    {
      schema: { tags, params, body: massiveRowDataSchema, response: { 201: massiveRowSchema } },
      config: { access: access.file, idempotent: true },
    },
    async (req, reply) => {
      const scope = fileScopeOf(req);
      const id = await addRow(app.db, geocoder, scope, req.params.id, req.body);
      return reply.status(201).send(presentRow(await findRow(app.db, scope, id)));
    },
  );

  r.post(
    "/api/massive-load/:id/drop-invalid/",
    {
      schema: { tags, params, body: emptyBody, response: { 200: z.object({ removed: z.number().int() }) } },
      config: { conflicts: true, access: access.file },
    },
    async (req) => ({ removed: await dropInvalidRows(app.db, fileScopeOf(req), req.params.id) }),
  );

  r.post(
    "/api/massive-load/:id/confirm/",
    { schema: { tags, params, body: emptyBody, response: { 202: massiveFileSchema } }, config: { conflicts: true, access: access.file } },
    async (req, reply) => {
      const scope = fileScopeOf(req);
      await confirmMassiveFile(app.db, scope, req.params.id);
      return reply.status(202).send(presentFile(await findFile(app.db, scope, req.params.id)));
    },
  );

  r.get(
    "/api/massive-load/rows/:id/",
    { schema: { tags, params, response: { 200: massiveRowSchema } }, config: { access: access.row } },
    async (req) => presentRow(await findRow(app.db, fileScopeOf(req), req.params.id)),
  );

  r.put(
    "/api/massive-load/rows/:id/",
    {
      schema: { tags, params, body: massiveRowDataSchema, response: { 200: massiveRowSchema } },
      config: { conflicts: true, access: access.row },
    },
    async (req) => {
      const scope = fileScopeOf(req);
      await editRow(app.db, geocoder, scope, req.params.id, req.body);
      return presentRow(await findRow(app.db, scope, req.params.id));
    },
  );

  r.delete(
    "/api/massive-load/rows/:id/",
    { schema: { tags, params }, config: { conflicts: true, access: access.row } },
    async (req, reply) => {
      await removeRow(app.db, fileScopeOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
