import { BulkDeleteButton, BulkUpdateButton } from "react-admin";
import { DRIVER_STATUSES } from "../../domain/schemas/driver";
import { driversModule } from "../../domain/modules/drivers";

const ACTION = driversModule.key("action");

/**
 * Bulk status change (active, on leave, inactive) and bulk delete, both undoable: the toast offers
 * Undo before anything reaches the server.
 */
export function DriverBulkActions() {
  return (
    <>
      {DRIVER_STATUSES.map((status) => (
        <BulkUpdateButton
          key={status}
          label={`${ACTION}.mark_${status}`}
          data={{ status }}
          mutationMode="undoable"
        />
      ))}
      <BulkDeleteButton mutationMode="undoable" />
    </>
  );
}
