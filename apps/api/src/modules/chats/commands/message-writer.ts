import { fillPlaceholders, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type ChatSource, DOMAIN_EVENTS, LINKED_AFFILIATION_STATUSES } from "@despacho/domain";
import type { Database } from "../../../db/client.js";
import { param } from "../../../db/prepared.js";
import { affiliations, chatMessages, chats, domainEvents, messengers, users } from "../../../db/schema/index.js";
import { noteEvents, type Recorded } from "../../../plugins/domain-events.js";
import type { Outgoing } from "./send.js";
import type { SentMessage } from "../events.js";
import { presentMessage, presentMessenger } from "../presenter.js";
import type { MessageRecord } from "../queries/messages.js";

/** One call's messages: each of them to each courier's chat with the headquarter, in order, all or none. */
export interface Unit {
  headquarterId: string;
  messengerIds: readonly string[];
  messages: readonly Outgoing[];
  author: { userId: string; source: ChatSource };
}

/** A unit's stored messages (chat by chat, each in its order) and how they go to the sockets. */
export interface Written {
  records: MessageRecord[];
  sent: SentMessage[];
}

interface Row extends Record<string, unknown> {
  unit: number;
  id: string;
  chat_id: string;
  type: MessageRecord["message"]["type"];
  source: ChatSource;
  content: string;
  by_user_id: string | null;
  seen_by: string[];
  created_at: string;
  headquarter_id: string;
  messenger_id: string;
  author_first_name: string | null;
  author_last_name: string | null;
  courier_username: string;
  courier_first_name: string;
  courier_last_name: string;
  courier_image_url: string | null;
  courier_is_online: boolean;
  event_id: string;
}

const linkedStatuses = sql.join(
  LINKED_AFFILIATION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The statement's input: each message of each unit, for each of its couriers, in order. */
const inputOf = (units: readonly Unit[]) =>
  JSON.stringify(
    units.flatMap((unit, index) =>
      unit.messengerIds.flatMap((messenger) =>
        unit.messages.map((message) => ({
          unit: index,
          headquarter: unit.headquarterId,
          messenger,
          type: message.type,
          content: message.content,
          user: unit.author.userId,
          source: unit.author.source,
        })),
      ),
    ),
  );

/**
 * The one statement that writes the units' messages (issue 21: one round trip for many concurrent messages, committed
 * on its own): a unit whose couriers are all linked to its headquarter opens their chats when there are none, moves
 * them to the top, stores its messages — each a microsecond after the one before it in the batch, so a thread keeps
 * their order — and records one chat.messages-sent per headquarter; it answers the stored messages with their chat,
 * author and courier. A unit with a courier not linked stores nothing. Its text is built once, its input (the JSON
 * of inputOf) its placeholder: it is prepared once a connection (planning it took 4.5–6 ms, longer than running it).
 */
function statement() {
  return sql<Row>`
    with input as (
      select (e->>'unit')::int as unit, (e->>'headquarter')::uuid as headquarter_id, (e->>'messenger')::uuid as messenger_id,
        e->>'type' as type, e->>'content' as content, (e->>'user')::uuid as by_user_id, e->>'source' as source, n
      from jsonb_array_elements(${param("input")}::jsonb) with ordinality as x(e, n)),
    sent_at as materialized (select clock_timestamp() as t),
    checked as (
      select i.*, s.t + i.n * interval '1 microsecond' as created_at,
        bool_and(exists (select 1 from ${affiliations} a where a.headquarter_id = i.headquarter_id
          and a.messenger_id = i.messenger_id and a.status in (${linkedStatuses}))) over (partition by i.unit) as linked
      from input i, sent_at s),
    kept as (select * from checked where linked),
    chat as (
      insert into ${chats} (headquarter_id, messenger_id, last_message_at)
      select headquarter_id, messenger_id, max(created_at) from kept group by headquarter_id, messenger_id
      on conflict (headquarter_id, messenger_id, channel)
        do update set last_message_at = greatest(${chats.lastMessageAt}, excluded.last_message_at)
      returning id, headquarter_id, messenger_id),
    message as (
      insert into ${chatMessages} (chat_id, type, source, content, by_user_id, seen_by, created_at)
      select c.id, k.type, k.source, k.content, k.by_user_id, array[k.by_user_id], k.created_at
      from kept k join chat c on c.headquarter_id = k.headquarter_id and c.messenger_id = k.messenger_id
      order by k.n
      returning *),
    event as (
      insert into ${domainEvents} (name, headquarter_id, payload)
      select ${DOMAIN_EVENTS.chatMessagesSent}, c.headquarter_id, jsonb_build_object('messages', jsonb_agg(m.id order by m.created_at))
      from message m join chat c on c.id = m.chat_id
      group by c.headquarter_id
      returning id, headquarter_id)
    select k.unit, m.id, m.chat_id, m.type, m.source, m.content, m.by_user_id, array_to_json(m.seen_by) as seen_by,
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
      c.headquarter_id, c.messenger_id, author.first_name as author_first_name, author.last_name as author_last_name,
      courier.username as courier_username, courier.first_name as courier_first_name, courier.last_name as courier_last_name,
      courier.image_url as courier_image_url, a.is_online as courier_is_online, e.id as event_id
    from message m
      join chat c on c.id = m.chat_id
      join kept k on k.headquarter_id = c.headquarter_id and k.messenger_id = c.messenger_id and k.created_at = m.created_at
      left join ${users} author on author.id = m.by_user_id
      join ${messengers} ms on ms.id = c.messenger_id
      join ${users} courier on courier.id = ms.user_id
      join ${affiliations} a on a.messenger_id = c.messenger_id and a.headquarter_id = c.headquarter_id
      join event e on e.headquarter_id = c.headquarter_id
    order by k.n`;
}

function recordOf(row: Row): MessageRecord {
  return {
    message: {
      id: row.id,
      chatId: row.chat_id,
      type: row.type,
      source: row.source,
      content: row.content,
      byUserId: row.by_user_id,
      seenBy: row.seen_by,
      createdAt: new Date(row.created_at),
    },
    headquarterId: row.headquarter_id,
    messengerId: row.messenger_id,
    author:
      row.by_user_id === null ? null : { id: row.by_user_id, firstName: row.author_first_name ?? "", lastName: row.author_last_name ?? "" },
  };
}

function sentOf(row: Row, record: MessageRecord): SentMessage {
  const courier = {
    username: row.courier_username,
    firstName: row.courier_first_name,
    lastName: row.courier_last_name,
    imageUrl: row.courier_image_url,
    isOnline: row.courier_is_online,
  };
  return {
    headquarterId: row.headquarter_id,
    messengerId: row.messenger_id,
    message: presentMessage(record),
    messenger: presentMessenger({ chat: { messengerId: row.messenger_id }, courier }),
  };
}

const WRITE = new PgDialect().sqlToQuery(statement());

/** The statement on a connection of the pool, prepared there the first time (node-postgres names it once a connection). */
async function write(database: Database, units: readonly Unit[]) {
  const client = await database.connect();
  try {
    const values = fillPlaceholders(WRITE.params, { input: inputOf(units) });
    return await client.query<Row>({ name: "chat_write_units", text: WRITE.sql, values });
  } finally {
    client.release();
  }
}

/**
 * Writes the units in one statement; answers, unit by unit, what it stored (null for a unit with a courier not
 * linked) and notes the chat.messages-sent events it recorded for the next dispatch.
 */
export async function writeUnits(database: Database, units: readonly Unit[]): Promise<(Written | null)[]> {
  const result = await write(database, units);
  const written: (Written | null)[] = units.map(() => null);
  const events = new Map<string, { headquarter: string; messages: string[] }>();
  for (const row of result.rows) {
    const record = recordOf(row);
    const unit = written[row.unit] ?? { records: [], sent: [] };
    written[row.unit] = unit;
    unit.records.push(record);
    unit.sent.push(sentOf(row, record));
    const event = events.get(row.event_id) ?? { headquarter: row.headquarter_id, messages: [] };
    event.messages.push(row.id);
    events.set(row.event_id, event);
  }
  const recorded: Recorded[] = [...events].map(([id, { headquarter, messages }]) => ({
    id: Number(id),
    event: { name: DOMAIN_EVENTS.chatMessagesSent, headquarter, payload: { messages } },
  }));
  noteEvents(
    database.db,
    recorded.sort((a, b) => a.id - b.id),
  );
  return written;
}
