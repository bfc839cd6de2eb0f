import { z } from "zod";
import { requiredText } from "./common.js";

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 20_000;

// spec §3 Notification event: a title and an HTML body, sent by an administrator to a headquarter's desks.
export const notificationInputSchema = z
  .object({ title: requiredText(NOTIFICATION_TITLE_MAX), body: requiredText(NOTIFICATION_BODY_MAX) })
  .strict();
export type NotificationInput = z.infer<typeof notificationInputSchema>;
