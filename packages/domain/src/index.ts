import { z } from "zod";

// Every zod message not written by hand is Spanish.
z.config(z.locales.es());

export * from "./constants.js";
export * from "./errors.js";
export * from "./messages.js";
export * from "./money.js";
export * from "./permissions.js";
export * from "./phone.js";
export * from "./realtime.js";
export * from "./routing.js";
export * from "./text.js";
export * from "./time.js";
export * from "./schemas/auth.js";
export * from "./schemas/business.js";
export * from "./schemas/catalog.js";
export * from "./schemas/column-filters.js";
export * from "./schemas/courier.js";
export * from "./schemas/common.js";
export * from "./schemas/employment.js";
export * from "./schemas/petition.js";
export * from "./schemas/headquarter.js";
export * from "./schemas/location-area.js";
export * from "./schemas/service.js";
export * from "./services/operability.js";
export * from "./services/ordering.js";
export * from "./services/rating.js";
export * from "./services/status.js";
export * from "./services/surcharges.js";
export * from "./services/quick-panel.js";
export * from "./services/business-rules.js";
export * from "./services/access.js";
export * from "./petitions/rules.js";
export * from "./permission-catalog.js";
export * from "./schemas/employee.js";
export * from "./schemas/template.js";
