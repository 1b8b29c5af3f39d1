import "server-only";
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { getDatabaseHandle, type Database, type DatabaseHandle } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { workerId } from "@/lib/jobs/orphans";
import type { NotificationMessage } from "@/lib/schemas/notifications";

/**
 * The Hub: every message an application sends, fanned out live to its open streams, in whichever
 * process they are open. A message is a row of `hub_events` written in the transaction that causes
 * it, announced by NOTIFY with the row's id only; PostgreSQL delivers the NOTIFY when (and if) that
 * transaction commits, so no stream sees an event before its data is committed. Each process
 * LISTENs once (from its first open stream, hubListening), reads the rows of applications it has streams for and
 * emits them on an in-process emitter, one listener per stream. PGlite takes the same path inside
 * its single process (its NOTIFY also waits for the commit).
 *
 * A NOTIFY sent while the LISTEN connection is gone (a database restart, a dropped socket) is lost,
 * but its row is not: when the connection is back, the rows written during the gap (and a margin
 * before it, for transactions that began earlier and committed in it) that were not yet emitted are
 * read and emitted then, so a stream misses nothing; late, but once.
 */
export type HubMessage = NotificationMessage & { ImageContentBytes: null };
type Listener = (message: HubMessage) => void;

export const HUB_CHANNEL = "adcraft_hub";
/** Rows older than this are deleted: a stream that was not open then missed them anyway. */
const KEEP_MINUTES = 10;
const SWEEP_MS = 60_000;
/** After a reconnection, rows written this long before the connection was lost are read again too. */
const REPLAY_MARGIN_SECONDS = 60;
/** Ids of rows already emitted, remembered so a replay does not emit them twice. */
const EMITTED_KEPT = 20_000;

interface HubState {
  emitter: EventEmitter;
  listening?: Promise<void>;
  sweeping?: NodeJS.Timeout;
  /** rows are read one after another, so streams see messages in NOTIFY (commit) order */
  reading: Promise<void>;
  emitted: Set<number>;
}

const holder = globalThis as typeof globalThis & { __adcraftHub?: HubState };
function hub(): HubState {
  if (!holder.__adcraftHub) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0); // one listener per open stream
    holder.__adcraftHub = { emitter, reading: Promise.resolve(), emitted: new Set() };
  }
  return holder.__adcraftHub;
}

/** What NOTIFY carries: ids and the topic, never the message (8000 bytes at most, and data stays in the database). */
interface Announcement {
  /** hub_events row */
  id?: number;
  topic: string;
  /** a review event (ids only), sent without a row by the process in `origin` */
  review?: HubReviewEvent;
  origin?: string;
}

/**
 * The Hub never carries image bytes. `db` is the caller's transaction when there is one: the row
 * and its NOTIFY commit with it. Resolves once written, not once delivered.
 */
export async function publishToHub(db: Database, message: NotificationMessage) {
  const body: HubMessage = { ...message, ImageContentBytes: null };
  const topic = message.ApplicationId;
  await db.execute(sql`
    with event as (insert into hub_events (topic, body) values (${topic}, ${JSON.stringify(body)}::json) returning id)
    select pg_notify(${HUB_CHANNEL}, json_build_object('id', event.id, 'topic', ${topic}::text)::text) from event`);
  startSweeping();
}

export function subscribeToHub(applicationId: string, listener: Listener): () => void {
  return subscribe(applicationId, listener);
}

/**
 * Starts this process's LISTEN (once) and resolves when it runs: a stream subscribed after it
 * misses nothing committed later. Streams call it before they greet the client.
 */
export function hubListening(): Promise<void> {
  const state = hub();
  if (!state.listening) {
    const listening = getDatabaseHandle().then(async (handle) => {
      await handle.listen(HUB_CHANNEL, (payload) => receive(handle, payload), (lostForMs) => replay(handle, lostForMs));
    });
    state.listening = listening;
    listening.catch(() => {
      if (state.listening === listening) state.listening = undefined; // tried again by the next stream
    });
  }
  return state.listening;
}

function receive(handle: DatabaseHandle, payload: string) {
  let announcement: Announcement;
  try {
    announcement = JSON.parse(payload) as Announcement;
  } catch {
    return;
  }
  const state = hub();
  // Nobody here streams that application: its rows are not even read.
  if (!state.emitter.listenerCount(announcement.topic)) return;
  if (announcement.review) {
    if (announcement.origin !== workerId) state.emitter.emit(announcement.topic, announcement.review);
    return;
  }
  const id = announcement.id;
  if (typeof id !== "number") return;
  state.reading = state.reading.then(async () => {
    try {
      const { rows } = await handle.executeSql("select body from hub_events where id = $1", [id]);
      const row = rows[0] as { body: HubMessage | string } | undefined;
      if (row) emitOnce(id, announcement.topic, row.body);
    } catch (error) {
      console.error("[hub] could not read an event:", (error as Error).message);
    }
  });
}

/** The rows of the applications streamed here, written while LISTEN was gone, not yet emitted. */
function replay(handle: DatabaseHandle, lostForMs: number) {
  const state = hub();
  const topics = state.emitter.eventNames().filter((name): name is string => typeof name === "string" && name !== CLOSE_ALL && !name.startsWith("review:"));
  if (!topics.length) return;
  const seconds = Math.ceil(lostForMs / 1000) + REPLAY_MARGIN_SECONDS;
  state.reading = state.reading.then(async () => {
    try {
      const { rows } = await handle.executeSql(
        "select id, topic, body from hub_events where topic = any($1) and created_at > now() - make_interval(secs => $2) order by id",
        [topics, seconds],
      );
      let replayed = 0;
      for (const row of rows as Array<{ id: number | string; topic: string; body: HubMessage | string }>) {
        if (emitOnce(Number(row.id), row.topic, row.body)) replayed += 1;
      }
      if (replayed) console.log(`[hub] replayed ${replayed} event(s) sent while the database connection was lost`);
    } catch (error) {
      console.error("[hub] could not replay events after a reconnection:", (error as Error).message);
    }
  });
}

function emitOnce(id: number, topic: string, body: HubMessage | string): boolean {
  const state = hub();
  if (state.emitted.has(id)) return false;
  state.emitted.add(id);
  if (state.emitted.size > EMITTED_KEPT) state.emitted.delete(state.emitted.values().next().value!);
  state.emitter.emit(topic, typeof body === "string" ? JSON.parse(body) : body);
  return true;
}

// A string, not a Symbol: Next evaluates this module once per bundle (instrumentation, each route),
// and only the emitter on globalThis is shared between them.
const CLOSE_ALL = "adcraft:close-every-stream";

/** Ends every open stream of this process (a stopping server): their clients reconnect elsewhere. */
export function closeHubStreams() {
  hub().emitter.emit(CLOSE_ALL);
}

export function onHubClosing(listener: () => void): () => void {
  const { emitter } = hub();
  emitter.once(CLOSE_ALL, listener);
  return () => emitter.off(CLOSE_ALL, listener);
}

function subscribe<T>(topic: string, listener: (value: T) => void): () => void {
  const { emitter } = hub();
  emitter.on(topic, listener);
  return () => emitter.off(topic, listener);
}

function startSweeping() {
  const state = hub();
  if (state.sweeping) return;
  const sweep = async () => {
    const handle = await getDatabaseHandle();
    await handle.executeSql(`delete from hub_events where created_at < now() - interval '${KEEP_MINUTES} minutes'`);
  };
  state.sweeping = setInterval(() => void sweep().catch(() => undefined), SWEEP_MS);
  state.sweeping.unref();
}

/**
 * Review board events share the Hub's live stream but are no notification: they go to no channel
 * and carry only which item changed, so an open board knows what to reload. They are emitted here
 * at once and, when the database is shared (PostgreSQL), announced to the other processes with
 * NOTIFY (the event is ids and a time, small enough to travel in the payload).
 */
export interface HubReviewEvent {
  type: string;
  itemId: string | null;
  at: string;
}

const reviewTopic = (applicationId: string) => `review:${applicationId}`;

export function publishReviewEvent(applicationId: string, event: HubReviewEvent) {
  const topic = reviewTopic(applicationId);
  hub().emitter.emit(topic, event);
  if (!getEnv().DATABASE_URL) return; // PGlite: one process, the emit above reached every stream
  const announcement: Announcement = { topic, review: event, origin: workerId };
  void getDatabaseHandle()
    .then((handle) => handle.executeSql("select pg_notify($1, $2)", [HUB_CHANNEL, JSON.stringify(announcement)]))
    .catch((error: Error) => console.error("[hub] could not announce a review event:", error.message));
}

export function subscribeToReviewEvents(applicationId: string, listener: (event: HubReviewEvent) => void): () => void {
  return subscribe(reviewTopic(applicationId), listener);
}
