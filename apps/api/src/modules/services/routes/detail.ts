import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  idParamsSchema,
  optimalMessengerSchema,
  noveltyFieldsSchema,
  PAGE_SIZE,
  pageQuerySchema,
  pageSchema,
  serviceDetailQuerySchema,
  serviceDetailSchema,
  serviceFileSchema,
  serviceHistoryEntrySchema,
  serviceLocationSchema,
  ATTACH_FILE_MAX_BYTES,
  attachFileCaseSchema,
  completionDataSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../../pagination.js";
import { access } from "../access.js";
import { uploadFile } from "../commands/attach-file.js";
import { setNoveltyFields } from "../commands/edits.js";
import { optimalMessengersForService } from "../queries/optimal-messengers.js";
import { completionData, findService, serviceDetail, serviceFilesOf, serviceHistoryPage, serviceLocationsOf } from "../queries/detail.js";
import { presentFile } from "../presenter.js";
import { scopeOf } from "../scope.js";

const tags = ["services"];
const params = idParamsSchema;
const attachBodySchema = z
  .object({
    file: z.instanceof(Buffer).optional(),
    name: z.string().trim().min(1).max(150).optional(),
    case: attachFileCaseSchema.optional(),
  })
  .strict();

// spec §7: GET /services/{id}/ and what the detail dialog reads.
export async function serviceDetailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/services/:id/",
    {
      schema: { tags, params, querystring: serviceDetailQuerySchema, response: { 200: serviceDetailSchema } },
      config: { access: access.read },
    },
    async (req) => serviceDetail(app.db, scopeOf(req), req.params.id, req.query.include_messenger_location ?? false),
  );

  r.get(
    "/api/services/:id/historical/",
    {
      schema: { tags, params, querystring: pageQuerySchema, response: { 200: pageSchema(serviceHistoryEntrySchema) } },
      config: { access: access.read },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.history);
      const { total, results } = await serviceHistoryPage(app.db, scopeOf(req), req.params.id, win);
      return pageOf(req, win, total, results);
    },
  );

  r.get(
    "/api/services/:id/optimal-messengers/",
    {
      schema: { tags, params, response: { 200: z.object({ results: z.array(optimalMessengerSchema) }) } },
      config: { access: access.serviceCouriers },
    },
    async (req) => ({ results: await optimalMessengersForService(app.db, scopeOf(req), req.params.id) }),
  );

  const noveltyResponse = { 200: z.object({ fields: z.record(z.string(), z.string()) }) };
  r.get(
    "/api/services/:id/novelty-fields/",
    { schema: { tags, params, response: noveltyResponse }, config: { access: access.read } },
    async (req) => ({ fields: (await findService(app.db, scopeOf(req), req.params.id)).noveltyFields }),
  );

  r.post(
    "/api/services/:id/novelty-fields/",
    { schema: { tags, params, body: noveltyFieldsSchema, response: noveltyResponse }, config: { access: access.change } },
    async (req) => {
      const fields = await setNoveltyFields(app.db, scopeOf(req), req.params.id, req.body.fields);
      await app.events.dispatch();
      return { fields };
    },
  );

  r.get(
    "/api/services/:id/completion-data/",
    {
      schema: {
        tags,
        params,
        response: { 200: completionDataSchema },
      },
      config: { access: access.read },
    },
    async (req) => completionData(app.db, scopeOf(req), req.params.id),
  );

  r.get(
    "/api/services/:id/reassign-locations/",
    {
      schema: { tags, params, response: { 200: z.object({ locations: z.array(serviceLocationSchema) }) } },
      config: { access: access.read },
    },
    async (req) => ({ locations: await serviceLocationsOf(app.db, scopeOf(req), req.params.id) }),
  );

  r.get(
    "/api/services/:id/attach-file/",
    { schema: { tags, params, response: { 200: z.object({ results: z.array(serviceFileSchema) }) } }, config: { access: access.read } },
    async (req) => ({ results: await serviceFilesOf(app.db, scopeOf(req), req.params.id) }),
  );

  // spec §3/§5: up to the largest limit a headquarter may set; the command applies the one of the service's headquarter.
  // One byte more is read so that a larger file is told apart from an exact one.
  r.patch(
    "/api/services/:id/attach-file/",
    {
      schema: { tags, params, body: attachBodySchema, response: { 200: serviceFileSchema } },
      config: {
        access: access.change,
        multipartOptions: { limits: { fileSize: ATTACH_FILE_MAX_BYTES + 1 }, throwFileSizeLimit: false },
      },
    },
    async (req) => {
      const upload = { ...req.body, declaredBytes: Number(req.headers["content-length"] ?? 0) };
      return presentFile(await uploadFile(app.db, app.storage, scopeOf(req), req.params.id, upload));
    },
  );
}
