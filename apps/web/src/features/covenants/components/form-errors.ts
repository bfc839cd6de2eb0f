import type { z } from "zod";

/** Field messages by path ("settings.note"), from the domain schema or the server's 400. */
export type Errors = Record<string, string>;
export const errorsOf = (issues: { field: string; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [i.field, i.message]));
export const issuesOf = (error: z.ZodError): Errors => errorsOf(error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
