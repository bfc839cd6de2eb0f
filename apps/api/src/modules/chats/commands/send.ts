import { CHAT_MESSAGES, type ChatMessageType } from "@despacho/domain";
import { badRequest } from "../../../errors.js";
import type { Storage } from "../../../storage/storage.js";

export interface Outgoing {
  type: ChatMessageType;
  content: string;
}

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/u;

/** A media message must carry a file the chat upload routes stored (its url), never an outside address. */
export function checkContent(storage: Storage, message: Outgoing): void {
  if (message.type === "text") return;
  const folder = storage.urlOf("chats/");
  const name = message.content.startsWith(folder) ? message.content.slice(folder.length) : "";
  if (!STORED_NAME.test(name)) throw badRequest("content", CHAT_MESSAGES.notAFile);
}
