import type { FormDialogProps } from "../../src/widgets/FormDialog";
import { FormDialog } from "../../src/widgets/FormDialog";
import { tripsModule } from "../../domain/modules/trips";

const M = tripsModule.key("management");

/**
 * The frame of the driver's page dialogs: full screen on a phone, where a small centred dialog would
 * leave the signature pad too narrow, with big buttons.
 */
export function StepDialog(
  props: Omit<FormDialogProps, "cancelLabel" | "pendingLabel" | "maxWidth">,
) {
  return (
    <FormDialog
      {...props}
      cancelLabel={`${M}.close`}
      pendingLabel={`${M}.working`}
      maxWidth="sm"
      phoneFullScreen
    />
  );
}
