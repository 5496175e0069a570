import type { FormDialogProps } from "../../src/widgets/FormDialog";
import { FormDialog } from "../../src/widgets/FormDialog";
import { invoicesModule } from "../../domain/modules/invoices";

/** The frame of the invoice page's dialogs: a small form with a title, its fields, cancel and submit. */
export function InvoiceDialog(props: Omit<FormDialogProps, "cancelLabel">) {
  return (
    <FormDialog {...props} cancelLabel={invoicesModule.key("action.cancel")} />
  );
}
