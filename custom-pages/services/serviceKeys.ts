/** The i18n namespace of the service pages, and how statuses, roles and times read. */
import dayjs from "dayjs";
import type { ApiKeyStatus } from "../../domain/schemas/service";
import { SERVICE_ROLES } from "../../domain/schemas/service";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { DATE_FORMATS } from "../../src/widgets/dateFormats";
import type { StatusColors } from "../../src/widgets/StatusChip";

export const K = "pages.services";

export const KEY_STATUS_COLORS: StatusColors = {
  active: "success",
  expired: "warning",
  revoked: "error",
};

export const keyStatusKey = (status: ApiKeyStatus | string) =>
  `${K}.keys.statuses.${status}`;

/** The role select's choices: every role of §6 but the system administrator's, in §6 words. */
export const SERVICE_ROLE_CHOICES = SERVICE_ROLES.map((id) => ({
  id,
  name: roleCodeLabelKey(id),
}));

/** An instant as the app writes dates (YYYY-MM-DD) with the local time of day. */
export const formatDateTime = (iso: string) =>
  dayjs(iso).format(`${DATE_FORMATS.iso} HH:mm`);

/** A calendar day of an instant (a key's expiry). */
export const formatDate = (iso: string) => dayjs(iso).format(DATE_FORMATS.iso);
