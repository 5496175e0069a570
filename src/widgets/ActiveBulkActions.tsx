import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import BlockIcon from "@mui/icons-material/Block";
import {
  BulkDeleteButton,
  BulkUpdateButton,
  useResourceContext,
} from "react-admin";

/**
 * Bulk actions of lists whose records have an `active` switch: activate, deactivate and delete the
 * selection, all undoable. Labels come from resources.<resource>.action.{activate,deactivate}.
 */
export function ActiveBulkActions() {
  const resource = useResourceContext();
  const action = (name: string) => `resources.${resource}.action.${name}`;
  return (
    <>
      <BulkUpdateButton
        label={action("activate")}
        data={{ active: true }}
        icon={<CheckCircleIcon />}
      />
      <BulkUpdateButton
        label={action("deactivate")}
        data={{ active: false }}
        icon={<BlockIcon />}
      />
      <BulkDeleteButton />
    </>
  );
}
