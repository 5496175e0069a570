/** The i18n namespace of the outbox page, and how a status reads and is coloured. */
import type { EmailStatus } from "../../domain/schemas/email";
import type { StatusColors } from "../../src/widgets/StatusChip";

export const K = "pages.emails";

export const STATUS_COLORS: StatusColors = {
  sent: "success",
  failed: "error",
  pending: "default",
};

export const statusKey = (status: EmailStatus) => `${K}.statuses.${status}`;
