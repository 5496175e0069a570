import type { SupportStatus } from "../../../domain/schemas/support";
import type { StatusColors } from "../StatusChip";
import { StatusChip } from "../StatusChip";
import { supportStatusKey } from "./supportLabels";

/** New asks for attention; work under way, waiting, resolved and closed calm down in that order. */
const SUPPORT_STATUS_COLORS: StatusColors = {
  new: "info",
  "in-progress": "primary",
  "waiting-for-requester": "warning",
  resolved: "success",
  closed: "default",
};

/** A support request's status on a chip, in the words of pages.support.status. */
export function SupportStatusChip({ status }: { status: SupportStatus }) {
  return (
    <StatusChip
      status={status}
      colors={SUPPORT_STATUS_COLORS}
      labelKey={supportStatusKey(status)}
    />
  );
}
