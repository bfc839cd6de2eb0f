// What other modules, plugins, the seed and the harness may use of auth; everything else is private to it.
export { requestEmailChange } from "./commands/email-change.js";
export { pendingEmails } from "./commands/mail-tokens.js";
export { hashPassword } from "./commands/password.js";
export { storedImage } from "./commands/stored-image.js";
export { mailDepsOf } from "./commands/verify-email.js";
export { businessUserSql, currentPrincipal } from "./queries/account.js";
export { address, type Key, limiter, signUpRateLimit } from "./rate-limits.js";
export { authRoutes } from "./routes.js";
