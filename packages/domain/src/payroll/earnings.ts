import type { RemunerationMode } from "../schemas/headquarter.js";

/** The headquarter's remuneration as its settings hold it (spec §2.2 /activation-remuneration). */
export type Remuneration = { mode: RemunerationMode; value: number };

/** What the courier earns for one finished service, in whole pesos (COP has no decimals). */
export type EarningInput = {
  /** The service's calculated cost (COP). */
  cost: number;
  /** Whether the courier already earned a finished service this headquarter-day (fixed per day pays once a day). */
  earnedToday: boolean;
};

/**
 * The earning of one finished service: `per_service` pays the value for each service; `percentage_of_cost` pays
 * the value per cent of the cost, rounded to the nearest peso (half up); `fixed_per_day` pays the value once, on
 * the courier's first finished service of the day, and 0 for the others of that day.
 */
export function earningOf(remuneration: Remuneration, { cost, earnedToday }: EarningInput): number {
  switch (remuneration.mode) {
    case "per_service":
      return remuneration.value;
    case "percentage_of_cost":
      return Math.round((cost * remuneration.value) / 100);
    case "fixed_per_day":
      return earnedToday ? 0 : remuneration.value;
  }
}
