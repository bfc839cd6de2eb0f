import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { outboxEmails } from "../db/schema/index.js";

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> };
  }
}

/** Every mail lands in the outbox table and the log; with SMTP_URL it is also sent. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl?: string; from: string }) => {
    const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
    app.decorate("mailer", {
      async send(mail: Mail) {
        const [row] = await app.db.insert(outboxEmails).values(mail).returning({ id: outboxEmails.id });
        app.log.info({ mail: { to: mail.to, subject: mail.subject } }, "mail queued");
        if (!transport) return;
        try {
          await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.body });
          await app.db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
        } catch (err) {
          app.log.error({ err }, "mail not sent; kept in outbox");
        }
      },
    });
  },
  { name: "mailer", dependencies: ["db"] },
);
