import { z } from "zod";

// Every zod message not written by hand is Spanish. Imported by schemas/common.ts, which every schema module
// imports, so the web downloads zod only with the first schema it loads (not on /login).
z.config(z.locales.es());
