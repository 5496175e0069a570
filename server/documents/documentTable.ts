/**
 * What every document table shares (vehicle_documents, trip_documents): the same columns beside the
 * parent's id, so the upload and content routes and the entity's common parts are written once.
 */
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AuthUser } from "../auth/authUser";
import type { EntityDefinition } from "../crud/entity";

/** The stored columns of a document row, whatever its parent. */
export interface DocumentRecordBase {
  id: string;
  documentType: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  uploadedByUserId: string | null;
  createdAt: Date;
}

/** A document table: these columns, and rows that carry at least the fields above. */
export type DocumentTable = PgTable & {
  id: PgColumn;
  documentType: PgColumn;
  fileName: PgColumn;
  createdAt: PgColumn;
  searchText: PgColumn;
  $inferSelect: DocumentRecordBase;
};

/** Rows outside the user's reach through their parent (404, never 403); undefined: all. */
export type DocumentScope = (user: AuthUser) => SQL | undefined;

type AnyDefinition<TTable extends PgTable> = EntityDefinition<
  TTable,
  z.ZodType<Record<string, unknown>>,
  z.ZodType
>;

export type DocumentEntityParts<TTable extends PgTable> = Pick<
  AnyDefinition<TTable>,
  | "table"
  | "idColumn"
  | "sortable"
  | "defaultSort"
  | "filters"
  | "searchColumn"
  | "dateColumn"
  | "afterDelete"
>;

/**
 * The entity configuration every document kind shares: sorting, the type and parent filters, the
 * search and date columns, and the removal of the file once its row is gone.
 */
export function documentEntityParts<TTable extends DocumentTable>(
  table: TTable,
  parent: { field: string; column: PgColumn },
  label: string,
): DocumentEntityParts<TTable> {
  return {
    table,
    idColumn: table.id,
    sortable: {
      createdAt: table.createdAt,
      fileName: table.fileName,
      documentType: table.documentType,
    },
    defaultSort: "createdAt",
    filters: {
      [parent.field]: { kind: "uuid", column: parent.column },
      documentType: { kind: "string", column: table.documentType },
    },
    searchColumn: table.searchText,
    dateColumn: table.createdAt,
    afterDelete: async (record, { app }) => {
      // The row is gone: a file that cannot be removed now is an orphan, logged rather than failed.
      await app.fileStorage
        .remove(record.storageKey)
        .catch((err: unknown) =>
          app.log.error(
            { err, key: record.storageKey },
            `${label} file not removed`,
          ),
        );
    },
  };
}
