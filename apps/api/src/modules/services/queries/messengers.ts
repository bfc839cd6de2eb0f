import type { Db, Tx } from "../../../db/client.js";
import { AppError, badRequest } from "../../../errors.js";
import { messengerFor } from "../../messengers/queries/messengers.js";

export const MESSENGER_NOT_FOUND = "El colaborador no existe en la sucursal";

/** The messenger of this headquarter; otherwise a 400 on the `messenger` field (the service, not the courier, is the resource). */
export async function messengerOfHeadquarter(db: Db | Tx, headquarterId: string, id: string) {
  try {
    return await messengerFor(db as Db, headquarterId, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw badRequest("messenger", MESSENGER_NOT_FOUND);
    throw error;
  }
}
