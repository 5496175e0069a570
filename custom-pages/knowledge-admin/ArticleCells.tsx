import { Stack, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { ArticleRow } from "../../domain/schemas/article";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { StatusChip } from "../../src/widgets/StatusChip";
import { K } from "./adminPaths";
import { roleKey, STATUS_COLORS, statusKey } from "./articleModel";

export function ArticleStatusChip({ status }: { status: string }) {
  return (
    <StatusChip
      status={status}
      colors={STATUS_COLORS}
      labelKey={statusKey(status)}
      filled={status === "published"}
    />
  );
}

/** Role codes in words; `empty` (an i18n key) when there are none. */
export function RoleNames({
  roles,
  empty,
}: {
  roles: readonly string[];
  empty: string;
}) {
  const translate = useTranslate();
  return (
    <>
      {roles.length === 0
        ? translate(empty)
        : roles.map((r) => translate(roleKey(r), { _: r })).join(", ")}
    </>
  );
}

/** When it was last changed, and by whom. */
export function UpdatedCell() {
  const translate = useTranslate();
  const row = useRecordContext<ArticleRow & { id: string }>();
  if (!row) return null;
  return (
    <Stack spacing={0}>
      <RelativeTime value={row.updatedAt} />
      {row.updatedByName && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${K}.list.byline`, { name: row.updatedByName })}
        </Typography>
      )}
    </Stack>
  );
}

export function VersionCell() {
  const translate = useTranslate();
  const row = useRecordContext<ArticleRow & { id: string }>();
  if (!row) return null;
  return (
    <>{row.version > 0 ? row.version : translate(`${K}.list.versionNone`)}</>
  );
}
