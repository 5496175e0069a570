/**
 * The entities of ./index.ts, as the list server/app.ts registers. An entity file exports its
 * configuration (defineEntity's result) beside helpers; only the configurations are picked.
 */
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { EntityConfig } from "../crud/entity";
import * as exported from "./index";

/** Any entity's configuration (its hooks are methods, so each specific one fits). */
export type AnyEntity = EntityConfig<
  PgTable,
  z.ZodType<Record<string, unknown>>,
  z.ZodType
>;

/** What only defineEntity's result carries together: a table, its id column and an API prefix. */
const isEntity = (value: unknown): value is AnyEntity =>
  typeof value === "object" &&
  value !== null &&
  "table" in value &&
  "idColumn" in value &&
  "prefix" in value;

export const ENTITIES: readonly AnyEntity[] = (
  Object.values(exported) as unknown[]
).filter(isEntity);
