import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  blockHistoryQuerySchema,
  blockInputSchema,
  blockListQuerySchema,
  blockSchema,
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { notFound } from "../../../errors.js";
import { pageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../../plugins/access.js";
import { blockMessenger } from "./commands/block.js";
import { unblockMessenger } from "./commands/unblock.js";
import { presentBlock } from "./presenter.js";
import { blockFor, listBlockHistory, listOpenBlocks } from "./queries/blocks.js";

const BLOCK_MENU = ["view_block_menu"] as const;
const tags = ["messenger-blocks"];

// spec §2.2 /blocked-messengers and /historical-blocked-messengers (view_block_menu): a headquarter blocks its
// couriers with a reason and an optional end; a blocked courier can't be assigned or go online there.
export async function courierBlockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/messenger-blocks/",
    {
      schema: {
        tags,
        summary: "List the active courier blocks",
        description: "10 per page; `q` searches the courier's name or username.",
        querystring: blockListQuerySchema,
        response: { 200: pageSchema(blockSchema) },
      },
      config: { access: allow.inHeadquarter(BLOCK_MENU) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.messengers);
      const { rows, total } = await listOpenBlocks(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(
        req,
        win,
        total,
        rows.map((row) => presentBlock(row)),
      );
    },
  );

  r.get(
    "/api/messenger-blocks/history/",
    {
      schema: {
        tags,
        summary: "List the history of courier blocks",
        description: "Who, when and why; filtered by courier, status and start days.",
        querystring: blockHistoryQuerySchema,
        response: { 200: pageSchema(blockSchema) },
      },
      config: { access: allow.inHeadquarter(BLOCK_MENU) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.messengers);
      const { rows, total } = await listBlockHistory(app.db, headquarterOf(req), win, req.query);
      return pageOf(
        req,
        win,
        total,
        rows.map((row) => presentBlock(row)),
      );
    },
  );

  r.post(
    "/api/messenger-blocks/",
    {
      schema: {
        tags,
        summary: "Block an affiliated courier",
        description: "One active block at a time (409 ALREADY_BLOCKED); a courier online goes offline.",
        body: blockInputSchema,
        response: { 201: blockSchema },
      },
      config: { access: allow.inHeadquarter(BLOCK_MENU), idempotent: true },
    },
    async (req, reply) => {
      const headquarterId = headquarterOf(req);
      const id = await blockMessenger(app.db, headquarterId, principalOf(req).userId, req.body);
      await app.events.dispatch();
      const row = await blockFor(app.db, headquarterId, id);
      if (!row) throw notFound();
      return reply.status(201).send(presentBlock(row));
    },
  );

  r.patch(
    "/api/messenger-blocks/:id/unblock/",
    {
      schema: {
        tags,
        summary: "Unblock a courier now",
        description: "409 when the block has already ended.",
        params: idParamsSchema,
        response: { 200: blockSchema },
      },
      config: { conflicts: true, access: allow.inHeadquarter(BLOCK_MENU, "messengerBlock") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      await unblockMessenger(app.db, headquarterId, principalOf(req).userId, req.params.id);
      const row = await blockFor(app.db, headquarterId, req.params.id);
      if (!row) throw notFound();
      return presentBlock(row);
    },
  );
}
