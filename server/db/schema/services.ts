/**
 * Service organisations (issue 28): the outside systems that call the API (a broker, a hospital's
 * discharge system, a billing clearinghouse). Their users are rows of `users` carrying the
 * organisation (users.service_organization_id), so every privilege check, scope and "who did it"
 * column treats a key's calls exactly as a person's of that role; their keys are in ./apiKeys.ts.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const serviceOrganizations = pgTable(
  "service_organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** broker, hospital, clearinghouse or other */
    kind: text("kind").notNull(),
    /** Whom to tell about a revoked key or an outage; nothing is sent to it automatically. */
    contactEmail: text("contact_email"),
    notes: text("notes").notNull().default(""),
    /** An inactive organisation's keys are refused (401) without being revoked. */
    active: boolean("active").notNull().default(true),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(contact_email, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("service_organizations_name_key").on(sql`lower(${t.name})`),
    index("service_organizations_name_idx").on(t.name, t.id),
    index("service_organizations_kind_idx").on(t.kind, t.id),
    index("service_organizations_created_at_idx").on(t.createdAt, t.id),
    index("service_organizations_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);
