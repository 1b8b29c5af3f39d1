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
 */
export type HubMessage = NotificationMessage & { ImageContentBytes: null };
type Listener = (message: HubMessage) => void;

export const HUB_CHANNEL = "adcraft_hub";
/** Rows older than this are deleted: a stream that was not open then missed them anyway. */
const KEEP_MINUTES = 10;
const SWEEP_MS = 60_000;

interface HubState {
  emitter: EventEmitter;
  listening?: Promise<void>;
  sweeping?: NodeJS.Timeout;
  /** rows are read one after another, so streams see messages in NOTIFY (commit) order */
  reading: Promise<void>;
}

const holder = globalThis as typeof globalThis & { __adcraftHub?: HubState };
function hub(): HubState {
  if (!holder.__adcraftHub) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0); // one listener per open stream
    holder.__adcraftHub = { emitter, reading: Promise.resolve() };
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
      await handle.listen(HUB_CHANNEL, (payload) => receive(handle, payload));
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
  state.reading = state.reading.then(async () => {
    try {
      const { rows } = await handle.executeSql("select body from hub_events where id = $1", [announcement.id]);
      const row = rows[0] as { body: HubMessage | string } | undefined;
      if (row) state.emitter.emit(announcement.topic, typeof row.body === "string" ? JSON.parse(row.body) : row.body);
    } catch (error) {
      console.error("[hub] could not read an event:", (error as Error).message);
    }
  });
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
