import fp from "fastify-plugin";
import type { Database, Db } from "../db/client";
import type { Config } from "../config";
import type { Mailer } from "../mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface CoreOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
}

/** Config, database and mailer, built once by the caller and shared by every route. */
export const corePlugin = fp<CoreOptions>(
  async (app, opts) => {
    app.decorate("config", opts.config);
    app.decorate("database", opts.database);
    app.decorate("db", opts.database.db);
    app.decorate("mailer", opts.mailer);
  },
  { name: "db" },
);
