import { z } from "zod";

/** What /api/health answers that the web reads; loaded with the call so /login downloads no zod. */
export const healthSchema = z.object({ status: z.string(), client_version: z.string() });
