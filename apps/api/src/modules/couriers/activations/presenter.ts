import type { Activation } from "@despacho/domain";
import { presentCourierRef } from "../../../db/courier-refs.js";
import type { ActivationRow } from "./queries/activations.js";

export const presentActivation = (row: ActivationRow): Activation => ({
  id: row.activation.id,
  messenger: presentCourierRef(row.activation.messengerId, row),
  online: row.activation.online,
  created_at: row.activation.createdAt.toISOString(),
});
