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
    index("features_title_idx").on(t.title, t.id),
    index("features_active_idx").on(t.active, t.id),
    index("features_created_at_idx").on(t.createdAt, t.id),
    index("features_code_idx").on(t.code, t.id),
    index("features_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
