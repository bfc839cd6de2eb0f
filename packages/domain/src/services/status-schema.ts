import { z } from "zod";
import { SERVICE_STATUSES } from "./status.js";

// Apart from the statuses' rules, so a screen that reads only those downloads no zod (decision 029).
export const serviceStatusSchema = z.enum(SERVICE_STATUSES);
