import { z } from "zod";

/** A courier as a row of another list names them (blocks, activations, hours). */
export const messengerRefSchema = z.object({ uuid: z.string(), full_name: z.string(), username: z.string() });
export type MessengerRef = z.infer<typeof messengerRefSchema>;

/** The staff user who did something (blocked, unblocked). */
export const actorRefSchema = z.object({ uuid: z.string(), full_name: z.string() });
export type ActorRef = z.infer<typeof actorRefSchema>;
