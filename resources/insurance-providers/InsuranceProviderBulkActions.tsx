import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import BlockIcon from "@mui/icons-material/Block";
import { BulkDeleteButton, BulkUpdateButton } from "react-admin";
import { INSURANCE_PROVIDERS_RESOURCE } from "./insuranceProviderPaths";

const action = (name: string) =>
  `resources.${INSURANCE_PROVIDERS_RESOURCE}.action.${name}`;

/** Mark the selected providers active or inactive, or delete them; all undoable. */
export function InsuranceProviderBulkActions() {
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
