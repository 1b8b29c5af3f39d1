import pg from "pg";

/**
 * The machine's PostgreSQL serves the tests: every run gets a database of its own, dropped at
 * the end, so parallel runs never collide.
 */
export const adminDatabaseUrl = () => process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export async function createRunDatabase(runId: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminDatabaseUrl()} (${(error as Error).message}). ` +
        "Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set TEST_DATABASE_URL.",
    );
  }
  // An unquoted identifier: letters, digits and underscores only, whatever the caller's label.
  const name = `adcraft_test_${runId.toLowerCase().replace(/[^a-z0-9_]/g, "_")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminDatabaseUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
