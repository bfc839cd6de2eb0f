import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  changePasswordRequestSchema,
  changePasswordSchema,
  emailRequestSchema,
  hasSomeChange,
  BUSINESS_PROFILE,
  businessPatchSchema,
  INPUT_MESSAGES,
  loginSchema,
  PASSWORD_MIN,
  profilePatchSchema,
  profileSchema,
  refreshSchema,
  tokenResponseSchema,
  userSchema,
} from "@despacho/domain";
import { AppError, badRequest } from "../../errors.js";
import { accountOf, allow, principalOf } from "../../plugins/access.js";
import { login } from "./commands/login.js";
import { changePassword, confirmPasswordReset, requestPasswordReset } from "./commands/password.js";
import { logout } from "./commands/logout.js";
import { issueRefresh, rotateRefresh } from "./commands/refresh-tokens.js";
import { updateBusiness } from "./commands/update-business.js";
import { updateProfile } from "./commands/update-profile.js";
import { confirmEmailChange, requestEmailChange } from "./commands/email-change.js";
import { pendingEmails } from "./commands/mail-tokens.js";
import { mailDepsOf, sendVerificationEmail, verifyEmail } from "./commands/verify-email.js";
import { presentProfile, presentUser } from "./presenter.js";
import { claimsOf, loadAccount } from "./queries/account.js";
import { authRateLimits } from "./rate-limits.js";

const detail = z.object({ detail: z.string() });
const RESET_ANSWER = "Si el correo está registrado, recibirá un mensaje con las instrucciones.";

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { refreshTokenTtlDays: ttlDays } = app.config;
  const mail = () => mailDepsOf(app);
  const limits = authRateLimits(app);

  r.post(
    "/api/users/token/",
    {
      schema: { tags: ["auth"], body: loginSchema, response: { 200: tokenResponseSchema } },
      config: { access: allow.anyone() },
      preHandler: limits.login,
    },
    async (req) => {
      const account = await login(app.db, req.body.username, req.body.password);
      const [access, refresh] = await Promise.all([app.signAccessToken(claimsOf(account)), issueRefresh(app.db, account.user.id, ttlDays)]);
      return { user: presentUser(account), access, refresh };
    },
  );

  r.post(
    "/api/users/token/refresh/",
    {
      schema: { tags: ["auth"], body: refreshSchema, response: { 200: z.object({ access: z.string(), refresh: z.string() }) } },
      config: { access: allow.anyone() },
    },
    async (req) => {
      // A rotated token presented again revokes its family: that user's sockets close too.
      const rotated = await rotateRefresh(app.db, req.body.refresh, ttlDays, app.sessions.retire);
      const account = await loadAccount(app.db, rotated.userId).catch(() => {
        throw new AppError("TOKEN_NOT_VALID");
      });
      return { access: await app.signAccessToken(claimsOf(account)), refresh: rotated.refresh };
    },
  );

  const profileOf = async (userId: string) =>
    presentProfile(await loadAccount(app.db, userId), (await pendingEmails(app.db, [userId])).get(userId) ?? null);

  r.get(
    "/api/users/profile/",
    { schema: { tags: ["auth"], response: { 200: profileSchema } }, config: { access: allow.signedIn() } },
    async (req) => profileOf(principalOf(req).userId),
  );

  r.patch(
    "/api/users/profile/",
    {
      schema: {
        tags: ["auth"],
        body: profilePatchSchema
          .extend({ image: z.instanceof(Buffer).optional() })
          .refine(hasSomeChange, { error: INPUT_MESSAGES.noChanges }),
        response: { 200: profileSchema },
      },
      config: { access: allow.signedIn() },
    },
    async (req) => {
      const { email, ...fields } = req.body;
      const { userId } = principalOf(req);
      if (hasSomeChange(fields)) await updateProfile(app.db, app.storage, userId, fields);
      if (email !== undefined) await requestEmailChange(mail(), (await loadAccount(app.db, userId)).user, email);
      return profileOf(userId);
    },
  );

  // spec §2.2 /business-info: a business profile's name and image (JSON, or multipart with the image).
  r.patch(
    "/api/users/business/",
    {
      schema: {
        tags: ["auth"],
        body: businessPatchSchema
          .extend({ image: z.instanceof(Buffer).optional() })
          .refine(hasSomeChange, { error: INPUT_MESSAGES.noChanges }),
        response: { 200: userSchema },
      },
      config: { access: allow.signedIn([BUSINESS_PROFILE]) },
    },
    async (req) => presentUser(await updateBusiness(app.db, app.storage, principalOf(req).userId, req.body)),
  );

  r.put(
    "/api/users/change-password/",
    { schema: { tags: ["auth"], body: changePasswordRequestSchema, response: { 200: detail } }, config: { access: allow.anyAccount() } },
    async (req) => {
      await changePassword(app.db, accountOf(req), req.body);
      app.sessions.retire(accountOf(req));
      return { detail: "Contraseña actualizada" };
    },
  );

  r.post(
    "/api/users/send-verification-email/",
    { schema: { tags: ["auth"], body: emailRequestSchema, response: { 202: detail } }, config: { access: allow.signedIn() } },
    async (req, reply) => {
      await sendVerificationEmail(mail(), principalOf(req).userId, req.body.email);
      return reply.status(202).send({ detail: "Correo de verificación enviado" });
    },
  );

  r.get(
    "/api/users/verify-email/",
    {
      schema: { tags: ["auth"], querystring: z.object({ token: z.string().min(10).max(100) }).strict(), response: { 200: detail } },
      config: { access: allow.anyone() },
    },
    async (req) => {
      if (!(await verifyEmail(app.db, req.query.token))) {
        throw badRequest("token", "El enlace no es válido o ha expirado");
      }
      return { detail: "Correo verificado" };
    },
  );

  r.post(
    "/api/password_reset/",
    {
      schema: { tags: ["auth"], body: emailRequestSchema, response: { 200: detail } },
      config: { access: allow.anyone() },
      preHandler: limits.resetMail,
    },
    async (req) => {
      await requestPasswordReset(mail(), req.body.email);
      return { detail: RESET_ANSWER };
    },
  );

  r.post(
    "/api/password_reset/confirm/",
    {
      schema: {
        tags: ["auth"],
        body: z.object({ token: z.string().min(10).max(100), password: changePasswordSchema.shape.new_password }).strict(),
        response: { 200: detail },
      },
      config: { access: allow.anyone() },
      preHandler: limits.resetConfirm,
    },
    async (req) => {
      app.sessions.retire(await confirmPasswordReset(app.db, req.body.token, req.body.password));
      return { detail: `Contraseña actualizada (mínimo ${PASSWORD_MIN} caracteres)` };
    },
  );

  // Issue 19: the page of the link mailed to a new address posts its token here.
  r.post(
    "/api/users/confirm-email/",
    {
      schema: { tags: ["auth"], body: z.object({ token: z.string().min(10).max(100) }).strict(), response: { 200: detail } },
      config: { access: allow.anyone() },
      preHandler: limits.emailConfirm,
    },
    async (req) => {
      await confirmEmailChange(mail(), req.body.token);
      return { detail: ACCOUNT_MESSAGES.emailConfirmed };
    },
  );

  r.get(
    "/api/permissions/",
    // A courier holds no permission: an empty list.
    { schema: { tags: ["auth"], response: { 200: z.array(z.string()) } }, config: { access: allow.anyAccount() } },
    async (req) => (await loadAccount(app.db, accountOf(req))).permissions,
  );

  r.delete(
    "/api/access-control/logout/",
    { schema: { tags: ["auth"], body: refreshSchema.partial().nullish() }, config: { access: allow.anyAccount() } },
    async (req, reply) => {
      await logout(app.db, accountOf(req), req.body?.refresh);
      app.sessions.retire(accountOf(req));
      return reply.status(204).send();
    },
  );
}
