import type { QueueMessenger } from "@despacho/domain";
import { fullName } from "../services/index.js";
import type { QueueRecord } from "./queries/queue.js";

export const presentQueueMessenger = (entry: QueueRecord): QueueMessenger => ({
  position: entry.position,
  uuid: entry.id,
  full_name: fullName(entry),
  nickname: entry.username,
  image_url: entry.imageUrl,
  entered_at: entry.enteredAt.toISOString(),
});
