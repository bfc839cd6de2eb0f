import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ServiceCreate } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { serviceCounters, serviceHistory, serviceLocations, services, servicesTags, tags } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { workingCitiesOf } from "../../headquarters/index.js";
import { serviceCreated } from "../events.js";
import type { Scope } from "../scope.js";
import { refuseStoreFromStaff } from "./business-creation.js";
import { creationRows, judgeReferences, type References, referencesOf } from "./create.js";

/** Each creation's outcome, in the order given: the new service's id, or why it was refused. */
export type CreationOutcome = { uuid: string; consecutive: number } | { refusal: AppError };

/**
 * Many staff creations at once (issue 25, the massive load's confirmation): each input judged by the rules of one
 * creation (`judgeReferences`, `creationRows`; the references read once per distinct combination), then the accepted
 * ones written in one statement per table: their consecutives taken together from the headquarter's counter, their
 * locations, tags, "created" history rows and service.created events. A refused input is answered, not thrown; the
 * others are created. Runs in the caller's transaction, which holds the counter until it commits.
 */
export async function createServices(tx: Tx, scope: Scope, inputs: readonly ServiceCreate[], now = new Date()): Promise<CreationOutcome[]> {
  const read = new Map<string, Promise<References>>();
  const referencesFor = (input: ServiceCreate) => {
    const key = JSON.stringify([
      input.type,
      input.direct_assignment && input.messenger,
      input.payment_method,
      input.customer,
      input.anonymous_customer,
      input.tags,
    ]);
    const found = read.get(key) ?? referencesOf(tx, scope, input);
    read.set(key, found);
    return found;
  };
  const { cities } = await workingCitiesOf(tx, scope.headquarterId);
  const judged: (ReturnType<typeof creationRows> | AppError)[] = [];
  for (const input of inputs) {
    try {
      refuseStoreFromStaff(input);
      const { type, tagNames } = judgeReferences(scope, input, await referencesFor(input));
      judged.push(creationRows(scope, input, { type, tagNames, calculatedCost: input.calculated_cost, storeId: null }, cities, now));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      judged.push(error);
    }
  }
  const accepted = judged.filter((j): j is ReturnType<typeof creationRows> => !(j instanceof AppError));
  if (accepted.length === 0) return judged.map((j) => ({ refusal: j as AppError }));

  const [{ last }] = await tx
    .insert(serviceCounters)
    .values({ headquarterId: scope.headquarterId, last: accepted.length })
    .onConflictDoUpdate({ target: serviceCounters.headquarterId, set: { last: sql`${serviceCounters.last} + ${accepted.length}` } })
    .returning({ last: serviceCounters.last });
  const written = accepted.map((rows, i) => ({ ...rows, id: randomUUID(), consecutive: last - accepted.length + 1 + i }));
  await tx.insert(services).values(written.map(({ values, id, consecutive }) => ({ ...values, id, consecutive })));
  await tx.insert(serviceLocations).values(written.flatMap(({ locations, id }) => locations.map((l) => ({ ...l, serviceId: id }))));
  const tagged = written.flatMap(({ values, id }) => values.tags.map((name) => ({ service_id: id, name })));
  if (tagged.length > 0) {
    await tx.insert(servicesTags).select(
      sql`select t.service_id, ${tags.id} from jsonb_to_recordset(${JSON.stringify(tagged)}::jsonb) as t(service_id uuid, name text)
          join ${tags} on ${tags.headquarterId} = ${scope.headquarterId}::uuid and lower(${tags.name}) = lower(t.name)`,
    );
  }
  await tx.insert(serviceHistory).values(
    written.map(({ values, id }) => ({
      serviceId: id,
      userId: scope.userId,
      apiKeyId: scope.apiKeyId ?? null,
      action: "created",
      fromStatus: null,
      toStatus: values.status,
      data: {},
    })),
  );
  await recordEvents(
    tx,
    written.map(({ values, id, consecutive }) => serviceCreated({ ...values, id, consecutive })),
  );
  let next = 0;
  return judged.map((j) => {
    if (j instanceof AppError) return { refusal: j };
    const { id, consecutive } = written[next++];
    return { uuid: id, consecutive };
  });
}
