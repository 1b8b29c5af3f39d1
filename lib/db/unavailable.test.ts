import net from "node:net";
import pg from "pg";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { httpErrorOf } from "@/lib/http/errors";
import { databaseUnavailable, isDatabaseUnavailable, unavailableCause } from "./unavailable";

/** The error node-postgres raises for a server's ErrorResponse with this SQLSTATE. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

/** A TCP server on 127.0.0.1 that does `onSocket` to every connection; its port. */
async function tcpServer(onSocket: (socket: net.Socket) => void) {
  const server = net.createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** What node-postgres's connect rejects with against `port`. */
async function connectError(port: number): Promise<Error> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "nobody", database: "nothing", connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined);
  return client.connect().then(
    () => Promise.reject(new Error("connected")),
    (error: Error) => error,
  );
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, as node-postgres raises it (no server on the port)", async () => {
    const closed = await tcpServer((socket) => socket.destroy());
    await closed.close(); // nothing listens on the port now
    const error = await connectError(closed.port);
    expect((error as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a connection the server cut (as a restarting PostgreSQL does)", async () => {
    const cutting = await tcpServer((socket) => socket.destroy());
    try {
      const error = await connectError(cutting.port);
      expect(error.message).toMatch(/Connection terminated/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await cutting.close();
    }
  });

  it("recognises the SQLSTATEs of a server going away or not yet back", () => {
    expect(isDatabaseUnavailable(serverError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57P02", "terminating connection because of crash of another server process"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("08006", "connection failure"))).toBe(true);
  });

  it("looks through Drizzle's wrapper and Node's AggregateError, and reports the driver's message", () => {
    const cause = serverError("57P01", "terminating connection due to administrator command");
    const wrapped = new DrizzleQueryError("select * from api_keys where secret_hash = $1", ["secret"], cause);
    expect(unavailableCause(wrapped)).toBe(cause);
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new AggregateError([refused], "connect failed"))).toBe(true);
  });

  it("leaves faults of the statement and of the application alone", () => {
    expect(isDatabaseUnavailable(serverError("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnavailable(serverError("42P01", 'relation "nothing" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], serverError("22P02", "invalid input syntax for type uuid")))).toBe(false);
    expect(isDatabaseUnavailable(AppError.notFound("no such process"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});

describe("databaseUnavailable", () => {
  it("is a 503 with the contract's engine key and Retry-After", () => {
    const http = httpErrorOf(databaseUnavailable());
    expect(http.status).toBe(503);
    expect(Object.keys(http.errors)).toEqual(["engine: Database"]);
    expect(http.headers["Retry-After"]).toMatch(/^[1-9]\d*$/);
  });
});
