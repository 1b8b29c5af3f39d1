/**
 * The `adcraft` operator CLI. Commands run against the running server's operator endpoint when a
 * server holds the database (PGlite serves one process), and on the database directly otherwise.
 */
import { parseArgs } from "node:util";
import { ConfigError, getEnv } from "@/lib/env";
import { closeDatabase, getDatabase } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isOperatorCommand, runOperatorCommand } from "@/lib/operator/commands";
import { readServerFile } from "@/lib/operator/server-file";

const usage = `Usage: adcraft <command> [options]

  apps create --name N [--credits C] [--json]   create an application with one API key
  apps list [--json]                             list applications, their active keys and credits
  keys create --app ID [--credits C] [--json]    add an API key to an application
  keys revoke --key K                            revoke an API key
  credits add --key K --amount N                 add credits to an API key
  users create --email E --role admin|marketer|reviewer [--password P]
  users list [--json]

Secrets (apiSecret, jwtPrivateKey, generated passwords) are shown once: keep them.`;

/** The running server's answer to a command it refused. */
class OperatorRefusal extends Error {}

async function runOnServer(url: string, token: string, command: string, args: Record<string, unknown>) {
  const response = await fetch(`${url}/api/operator`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ command, args }),
  });
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  if (!response.ok) throw new OperatorRefusal(Object.values(body.errors ?? {}).flat().join(" ") || "The server refused the command.");
  return body;
}

async function runDirect(command: string, args: Record<string, unknown>) {
  try {
    return await runOperatorCommand(await getDatabase(), command, args);
  } finally {
    await closeDatabase();
  }
}

function print(result: unknown, json: boolean) {
  if (json) return console.log(JSON.stringify(result, null, 2));
  if (Array.isArray(result)) return result.length ? console.table(result) : console.log("(none)");
  for (const [key, value] of Object.entries(result as Record<string, unknown>)) console.log(`${key}: ${String(value)}`);
}

async function main() {
  const [group, action, ...rest] = process.argv.slice(2);
  const command = `${group} ${action}`;
  if (!group || group === "--help" || group === "help" || !isOperatorCommand(command)) {
    console.log(usage);
    process.exit(group && group !== "--help" && group !== "help" ? 2 : 0);
  }
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      name: { type: "string" },
      credits: { type: "string" },
      app: { type: "string" },
      key: { type: "string" },
      amount: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const { json, ...args } = values;
  const env = getEnv();
  const server = readServerFile(env.DATA_DIR);
  const result = server ? await runOnServer(server.url, server.token, command, args) : await runDirect(command, args);
  print(result, json);
}

main().catch((error: unknown) => {
  if (error instanceof AppError || error instanceof OperatorRefusal) console.error(`adcraft: ${error.message}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`adcraft: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
