import { z } from "zod";

// spec §1: money is Colombian pesos (COP) without decimals.
export const MONEY_MAX = 1_000_000_000;

/** An amount of pesos as the API stores it: a whole number from 0 to MONEY_MAX. */
export const pesosSchema = z
  .number()
  .int({ error: "Debe ser un valor entero en pesos" })
  .min(0, { error: "Debe ser mayor o igual a 0" })
  .max(MONEY_MAX);

/** What a form typed (it may carry decimals) as whole pesos. */
export const toPesos = (amount: number) => Math.round(amount);
