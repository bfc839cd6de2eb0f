import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { affiliations, chatMessages, chats, messengers, users } from "../db/schema/index.js";

const MINUTE_MS = 60_000;
/** Conversations with the first demo couriers of a headquarter: [from the courier?, text, minutes ago]. */
const DEMO_THREADS: [boolean, string, number][][] = [
  [
    [false, "Buenos días, ¿puedes pasar por la bodega de la Calle 13 antes de las 9?", 95],
    [true, "Claro, voy para allá", 92],
    [true, "Ya recogí los dos paquetes", 60],
    [true, "La dirección del segundo no aparece en el mapa, ¿me confirmas el barrio?", 12],
  ],
  [
    [false, "Recuerda llevar el datáfono al servicio de Chapinero", 240],
    [true, "Listo, lo llevo", 230],
  ],
  [
    [true, "Tengo un pinchazo en la Av. Boyacá, tardo unos 20 minutos", 30],
    [true, "Ya estoy en camino otra vez", 5],
  ],
  [[false, "Te asignamos el servicio de las 3 p. m., revisa la app", 600]],
];

/** Chats of the headquarter's first affiliated couriers (mensajero2 … mensajero5 in Bogotá) with the desk (`staffId`); the courier's latest lines unread. */
export async function seedDemoChats(tx: Tx, headquarterId: string, staffId: string, now = new Date()) {
  const linked = await tx
    .select({ messengerId: messengers.id, userId: messengers.userId })
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.status, "affiliated")))
    // By number (mensajero2 before mensajero10): the same couriers on every seed.
    .orderBy(sql`length(${users.username})`, asc(users.username))
    .limit(DEMO_THREADS.length);
  for (const [i, courier] of linked.entries()) {
    const thread = DEMO_THREADS[i] ?? [];
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
    const last = thread.at(-1);
    const [chat] = await tx
      .insert(chats)
      .values({ headquarterId, messengerId: courier.messengerId, createdAt: at(thread[0]?.[2] ?? 0), lastMessageAt: at(last?.[2] ?? 0) })
      .returning({ id: chats.id });
    if (!chat) continue;
    await tx.insert(chatMessages).values(
      thread.map(([fromCourier, content, minutesAgo], n) => {
        // The desk has read all but the courier's lines after the desk's last one.
        const seen = !fromCourier || thread.slice(n + 1).some(([later]) => !later) || i === 1;
        return {
          chatId: chat.id,
          type: "text" as const,
          source: fromCourier ? ("messenger" as const) : ("company" as const),
          content,
          byUserId: fromCourier ? courier.userId : staffId,
          seenBy: fromCourier ? (seen ? [staffId] : []) : [courier.userId],
          createdAt: at(minutesAgo),
        };
      }),
    );
  }
}
