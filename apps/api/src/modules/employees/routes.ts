import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  employeeCreateSchema,
  employeeEnableSchema,
  employeeListQuerySchema,
  employeePatchSchema,
  employeeSchema,
  idParamsSchema,
  pageSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { requestEmailChange } from "../auth/index.js";
import { mailDepsOf } from "../auth/index.js";
import { grantsOfPrincipal } from "./commands/account-rule.js";
import { setEmployeeEnabled } from "./commands/enable-employee.js";
import { createEmployee, type Manager, updateEmployee } from "./commands/save-employee.js";
import { presentEmployee } from "./presenter.js";
import { getEmployee, listEmployees } from "./queries/employees.js";

const READERS = ["view_employee_list_menu", "view_employee_add_menu"] as const;
const EDITORS = ["view_employee_add_menu"] as const;

function managerOf(req: FastifyRequest): Manager & { userId: string } {
  const principal = principalOf(req);
  return {
    userId: principal.userId,
    companyId: principal.companyId,
    headquarterId: headquarterOf(req),
    grants: grantsOfPrincipal(principal),
  };
}

// spec §7 Employees: the staff users of the caller's company who work in the selected headquarter.
export async function employeeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/employees/",
    {
      schema: { tags: ["employees"], querystring: employeeListQuerySchema, response: { 200: pageSchema(employeeSchema) } },
      config: { access: allow.inHeadquarter(READERS) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listEmployees(app.db, managerOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(presentEmployee));
    },
  );

  r.post(
    "/api/users/employees/",
    {
      schema: { tags: ["employees"], body: employeeCreateSchema, response: { 201: employeeSchema } },
      config: { access: allow.inHeadquarter(EDITORS), idempotent: true },
    },
    async (req, reply) => {
      const manager = managerOf(req);
      const id = await createEmployee(app.db, manager, req.body);
      return reply.status(201).send(presentEmployee(await getEmployee(app.db, { companyId: manager.companyId }, id)));
    },
  );

  r.get(
    "/api/users/employees/:id/",
    {
      schema: { tags: ["employees"], params: idParamsSchema, response: { 200: employeeSchema } },
      config: { access: allow.inHeadquarter(READERS, "employee") },
    },
    async (req) => presentEmployee(await getEmployee(app.db, managerOf(req), req.params.id)),
  );

  r.patch(
    "/api/users/employees/:id/",
    {
      schema: { tags: ["employees"], params: idParamsSchema, body: employeePatchSchema, response: { 200: employeeSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(EDITORS, "employee") },
    },
    async (req) => {
      const manager = managerOf(req);
      const change = await updateEmployee(app.db, manager, req.params.id, req.body);
      // New templates make their sessions fetch a token with the new permissions; a headquarter or a
      // template changed refuses their tokens at once and closes their sockets (they reconnect only
      // where they still work, with what they may do now).
      await app.events.dispatch();
      if (change.headquartersRemoved || change.templatesChanged) app.sessions.retire(change.id);
      // The email changes only once the new address confirms it (the answer's pending_email says so).
      if (change.emailChange) await requestEmailChange(mailDepsOf(app), change.emailChange.account, change.emailChange.email);
      return presentEmployee(await getEmployee(app.db, { companyId: manager.companyId }, change.id));
    },
  );

  r.patch(
    "/api/users/employees/:id/enable/",
    {
      schema: { tags: ["employees"], params: idParamsSchema, body: employeeEnableSchema, response: { 200: employeeSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(EDITORS, "employee") },
    },
    async (req) => {
      const manager = managerOf(req);
      await setEmployeeEnabled(app.db, manager, req.params.id, req.body.is_enabled);
      if (!req.body.is_enabled) app.sessions.retire(req.params.id);
      return presentEmployee(await getEmployee(app.db, manager, req.params.id));
    },
  );
}
