import type { MouseEvent } from "react";
import { Button } from "@mui/material";
import EditIcon from "@mui/icons-material/Edit";
import { LinkBase, useTranslate } from "react-admin";

/**
 * Edit link for resources whose edit screen lives at "upsert/:id" (§2) rather than react-admin's
 * default ":id", so the stock EditButton would point to the wrong place.
 */
export function UpsertButton({ to }: { to: string }) {
  const translate = useTranslate();
  return (
    <Button
      component={LinkBase}
      to={to}
      size="small"
      startIcon={<EditIcon />}
      // Rows are clickable too: don't let the row handle the same click.
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {translate("ra.action.edit")}
    </Button>
  );
}
