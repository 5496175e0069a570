/** Feature toggles (§7 reference data). */
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

export const features = pgTable(
  "features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    active: boolean("active").notNull().default(false),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(code || ' ' || title)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("features_code_key").on(t.code),
    index("features_title_idx").on(t.title),
    index("features_active_idx").on(t.active),
    index("features_created_at_idx").on(t.createdAt),
    index("features_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
