import { eq } from "drizzle-orm";
import { type DiffusionSettings, type DispatchPlan, diffusionOf, dispatchPlan, SERVICE_MODES } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { headquarters } from "../../../db/schema/index.js";

export interface HeadquarterDispatch {
  diffusion: DiffusionSettings;
  plan: DispatchPlan;
}

/** The headquarter's plan (its service mode and diffusion strategy) and its diffusion settings, defaults until saved. */
export async function dispatchOf(db: Db | Tx, headquarterId: string): Promise<HeadquarterDispatch> {
  const [row] = await db.select({ settings: headquarters.settings }).from(headquarters).where(eq(headquarters.id, headquarterId));
  const diffusion = diffusionOf(row.settings);
  // The stored mode is one of SERVICE_MODES (the settings schema checks every write); its zod type says only string.
  const mode = SERVICE_MODES.find((m) => m.value === row.settings.service_mode)?.value ?? "manual";
  return { diffusion, plan: dispatchPlan(mode, diffusion.strategy) };
}
