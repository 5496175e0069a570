/** The columns every uploaded-document table shares (vehicle and trip documents): one file each. */
import { sql } from "drizzle-orm";
import { integer, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";

/** Besides the id and the parent's reference; the bytes live in file storage under storageKey. */
export const documentColumns = () => ({
  documentType: text("document_type").notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  storageKey: text("storage_key").notNull(),
  uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
    onDelete: "set null",
  }),
  searchText: text("search_text")
    .notNull()
    .generatedAlwaysAs(sql`lower(file_name || ' ' || document_type)`),
  ...timestamps,
});
