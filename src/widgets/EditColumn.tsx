import { DataTable } from "react-admin";
import type { RaRecord } from "react-admin";
import { UpsertButton } from "./UpsertButton";

/** The list's last column: an Edit link to the row's §2 upsert/:id screen. */
export function EditColumn<R extends RaRecord = RaRecord>({
  to,
}: {
  /** The edit path of a row (the module's paths.edit). */
  to: (id: R["id"]) => string;
}) {
  return (
    <DataTable.Col<R>
      label="ra.action.edit"
      disableSort
      render={(record) => <UpsertButton to={to(record.id)} />}
    />
  );
}
