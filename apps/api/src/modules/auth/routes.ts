import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordSchema,
  emailRequestSchema,
  loginSchema,
  PASSWORD_MIN,
  profilePatchSchema,
  refreshSchema,
  tokenResponseSchema,
  userSchema,
} from "@despacho/domain";
import { principalOf } from "../../plugins/access.js";
import { AppError } from "../../errors.js";
import { claimsOf, loadAccount, presentUser } from "./account.js";
import { imageExtension } from "./image.js";
import { authRateLimits } from "./rate-limits.js";
import * as auth from "./service.js";
import { issueRefresh, revokeByToken, rotateRefresh } from "./tokens.js";

const detail = z.object({ detail: z.string() });
const signedIn = { kind: "user", headquarter: false } as const;
const RESET_ANSWER = "Si el correo está registrado, recibirá un mensaje con las instrucciones.";

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { refreshTokenTtlDays: ttlDays } = app.config;
  const deps = (): auth.AuthDeps => ({
    db: app.db,
    signAccess: (a) => app.signAccessToken(claimsOf(a)),
    sendMail: (m) => app.mailer.send(m),
    publicUrl: app.config.publicUrl,
  });
  const limits = authRateLimits(app);

  r.post(
    "/api/users/token/",
    {
      schema: { tags: ["auth"], body: loginSchema, response: { 200: tokenResponseSchema } },
      config: { access: { kind: "public" } },
      preHandler: limits.login,
    },
    async (req) => {
      const account = await auth.login(app.db, req.body.username, req.body.password);
      const [access, refresh] = await Promise.all([app.signAccessToken(claimsOf(account)), issueRefresh(app.db, account.user.id, ttlDays)]);
      return { user: presentUser(account), access, refresh };
    },
  );

  r.post(
    "/api/users/token/refresh/",
    {
      schema: { tags: ["auth"], body: refreshSchema, response: { 200: z.object({ access: z.string(), refresh: z.string() }) } },
      config: { access: { kind: "public" } },
    },
    async (req) => {
      const rotated = await rotateRefresh(app.db, req.body.refresh, ttlDays);
      const account = await loadAccount(app.db, rotated.userId).catch(() => {
        throw new AppError("TOKEN_NOT_VALID");
      });
      return { access: await app.signAccessToken(claimsOf(account)), refresh: rotated.refresh };
    },
  );

  r.get("/api/users/profile/", { schema: { tags: ["auth"], response: { 200: userSchema } }, config: { access: signedIn } }, async (req) =>
    presentUser(await loadAccount(app.db, principalOf(req).userId)),
  );

  r.patch(
    "/api/users/profile/",
    {
      schema: {
        tags: ["auth"],
        body: profilePatchSchema.extend({ image: z.instanceof(Buffer).optional() }),
        response: { 200: userSchema },
      },
      config: { access: signedIn },
    },
    async (req) => {
      const { image, ...patch } = req.body;
      let imageUrl: string | undefined;
      if (image) {
        const ext = imageExtension(image);
        if (!ext)
          throw new AppError("VALIDATION", "La imagen debe ser PNG, JPEG, WEBP o GIF", [
            { field: "image", message: "La imagen debe ser PNG, JPEG, WEBP o GIF" },
          ]);
        imageUrl = await app.storage.put("profiles", ext, image);
      }
      return presentUser(await auth.updateProfile(app.db, principalOf(req).userId, { ...patch, imageUrl }));
    },
  );

  r.put(
    "/api/users/change-password/",
    { schema: { tags: ["auth"], body: changePasswordSchema, response: { 200: detail } }, config: { access: signedIn } },
    async (req) => {
      await auth.changePassword(app.db, principalOf(req).userId, req.body);
      return { detail: "Contraseña actualizada" };
    },
  );

  r.post(
    "/api/users/send-verification-email/",
    { schema: { tags: ["auth"], body: emailRequestSchema, response: { 202: detail } }, config: { access: signedIn } },
    async (req, reply) => {
      await auth.sendVerificationEmail(deps(), principalOf(req).userId, req.body.email);
      return reply.status(202).send({ detail: "Correo de verificación enviado" });
    },
  );

  r.get(
    "/api/users/verify-email/",
    {
      schema: { tags: ["auth"], querystring: z.object({ token: z.string().min(10).max(100) }).strict(), response: { 200: detail } },
      config: { access: { kind: "public" } },
    },
    async (req) => {
      if (!(await auth.verifyEmail(app.db, req.query.token))) {
        throw new AppError("VALIDATION", "El enlace no es válido o ha expirado", [
          { field: "token", message: "El enlace no es válido o ha expirado" },
        ]);
      }
      return { detail: "Correo verificado" };
    },
  );

  r.post(
    "/api/password_reset/",
    {
      schema: { tags: ["auth"], body: emailRequestSchema, response: { 200: detail } },
      config: { access: { kind: "public" } },
      preHandler: limits.resetMail,
    },
    async (req) => {
      await auth.requestPasswordReset(deps(), req.body.email);
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
      config: { access: { kind: "public" } },
      preHandler: limits.resetConfirm,
    },
    async (req) => {
      await auth.confirmPasswordReset(app.db, req.body.token, req.body.password);
      return { detail: `Contraseña actualizada (mínimo ${PASSWORD_MIN} caracteres)` };
    },
  );

  r.get(
    "/api/permissions/",
    { schema: { tags: ["auth"], response: { 200: z.array(z.string()) } }, config: { access: signedIn } },
    async (req) => (await loadAccount(app.db, principalOf(req).userId)).permissions,
  );

  r.delete(
    "/api/access-control/logout/",
    { schema: { tags: ["auth"], body: refreshSchema.partial().nullish() }, config: { access: signedIn } },
    async (req, reply) => {
      if (req.body?.refresh) await revokeByToken(app.db, req.body.refresh, principalOf(req).userId);
      return reply.status(204).send();
    },
  );
}
