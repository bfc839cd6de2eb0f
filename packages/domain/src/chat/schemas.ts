import { z } from "zod";
import { uuidSchema } from "../schemas/common.js";
import { UPLOAD_KINDS } from "../schemas/upload.js";

/** spec §9 chat limits (its page sizes are in PAGE_SIZE). */
export const CHAT_MESSAGE_MAX = 1110;
/** spec §9: older messages load when the thread is scrolled within this many px of its top. */
export const CHAT_SCROLL_THRESHOLD_PX = 250;
/** spec §9: unread and forward badges show "+20" above this. */
export const CHAT_BADGE_CAP = 20;
/**
 * The API counts a chat's unread messages up to one past the badge cap: enough for "+20" on the contact and on the
 * total, without counting a long unread thread to its end.
 */
export const CHAT_UNREAD_COUNTED_MAX = CHAT_BADGE_CAP + 1;
/** The most messages one forward may carry, and the most couriers it may reach (not in the spec). */
export const CHAT_FORWARD_MESSAGES_MAX = 50;
export const CHAT_FORWARD_RECIPIENTS_MAX = 100;
/** spec §3: the only channel. */
export const CHAT_CHANNEL = "company";

export const CHAT_MESSAGE_TYPES = ["text", ...UPLOAD_KINDS] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
export const CHAT_SOURCES = ["company", "messenger"] as const;
export type ChatSource = (typeof CHAT_SOURCES)[number];

export const CHAT_MESSAGES = {
  /** spec §5 */
  tooLong: `El mensaje admite hasta ${CHAT_MESSAGE_MAX} caracteres`,
  empty: "Escriba un mensaje",
  /** spec §8 */
  forwardNeedsMessage: "Debes seleccionar por lo menos 1 mensaje para reenviar",
  forwardNeedsRecipient: "Seleccione por lo menos 1 colaborador",
  forwardTitle: "Listado de colaboradores",
  forwarded: "Mensajes reenviados",
  forward: "Reenviar",
  selectAll: "Seleccionar todos",
  noDevice: "Dispositivo no encontrado",
  unsupportedDevice: "Dispositivo sin soporte",
  /** A media message's content is the url an upload answered. */
  notAFile: "El archivo no se encuentra; súbalo de nuevo",
  placeholder: "Aún no hay mensajes. Escribe el primero.",
  noContacts: "No hay conversaciones",
  notLinked: "El colaborador no está vinculado a esta sucursal",
} as const;

/**
 * A message: text of 1…1110 characters, whitespace only refused (spec §5), or, for image / video / audio, the url
 * an upload through the chat upload routes answered.
 */
const messageFields = {
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string().trim().max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong),
};
const contentPresent = (body: { type: ChatMessageType; content: string }, ctx: z.RefinementCtx) => {
  if (body.content.length > 0) return;
  const message = body.type === "text" ? CHAT_MESSAGES.empty : CHAT_MESSAGES.notAFile;
  ctx.addIssue({ code: "custom", path: ["content"], message });
};

/** The desk sends to a courier of its headquarter. */
export const chatSendInputSchema = z
  .object({ messenger: z.uuid(), ...messageFields })
  .strict()
  .superRefine(contentPresent);
export type ChatSendInput = z.infer<typeof chatSendInputSchema>;
/** The courier sends to one of its headquarters. */
export const courierChatSendInputSchema = z
  .object({ headquarter: z.uuid(), ...messageFields })
  .strict()
  .superRefine(contentPresent);
export type CourierChatSendInput = z.infer<typeof courierChatSendInputSchema>;

/** Marks every message of the chat seen by the caller. */
export const chatSeenInputSchema = z.object({ chat: z.uuid() }).strict();
export const courierChatSeenInputSchema = z.object({ headquarter: z.uuid() }).strict();

/** spec §2.4 forward: these messages go, as new messages from the desk, to each of these couriers. */
export const chatForwardInputSchema = z
  .object({
    messages: z.array(z.uuid()).min(1, CHAT_MESSAGES.forwardNeedsMessage).max(CHAT_FORWARD_MESSAGES_MAX),
    messengers: z.array(z.uuid()).min(1, CHAT_MESSAGES.forwardNeedsRecipient).max(CHAT_FORWARD_RECIPIENTS_MAX),
  })
  .strict();
export type ChatForwardInput = z.infer<typeof chatForwardInputSchema>;

/**
 * A cursor page: `next` is the cursor of the following page, null at the end (spec §3 Paged chat result).
 * The cursor is the id of the last chat or message of the page before.
 */
export const cursorQuerySchema = z.object({ cursor: uuidSchema.optional() });
export const chatListQuerySchema = cursorQuerySchema.extend({ q: z.string().trim().max(100).optional() });
export const chatMessagesQuerySchema = cursorQuerySchema.extend({ chat: z.uuid() });
export const courierChatMessagesQuerySchema = cursorQuerySchema.extend({ headquarter: z.uuid() });

export const chatAuthorSchema = z.object({ uuid: z.string(), first_name: z.string(), last_name: z.string() });
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** spec §3 Chat message. */
export const chatMessageSchema = z.object({
  uuid: z.string(),
  chat_uuid: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  source: z.enum(CHAT_SOURCES),
  content: z.string(),
  messenger: z.string(),
  headquarter_uuid: z.string(),
  created_at: z.string(),
  by: chatAuthorSchema,
  seen_by: z.array(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessengerSchema = z.object({
  uuid: z.string(),
  full_name: z.string(),
  username: z.string(),
  image: z.string().nullable(),
  is_online: z.boolean(),
});
export type ChatMessenger = z.infer<typeof chatMessengerSchema>;

/** spec §3 Chat, as a contact of the list: the courier, its unread count and its latest message. */
export const chatSchema = z.object({
  uuid: z.string(),
  headquarter_uuid: z.string(),
  channel: z.literal(CHAT_CHANNEL),
  created_at: z.string(),
  messenger: chatMessengerSchema,
  unread: z.number().int().nonnegative(),
  lastMessage: chatMessageSchema.nullable(),
});
export type Chat = z.infer<typeof chatSchema>;

export const cursorPageSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), next: z.string().nullable() });
export type CursorPage<T> = { results: T[]; next: string | null };

/** What a forward did: one message per (message × courier), in order. */
export const chatForwardResultSchema = z.object({ sent: z.number().int() });
