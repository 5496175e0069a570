import type { MouseEvent } from "react";
import { Link, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { recordLabelKey, recordPath } from "../../../records/recordLinks";

/** The record a document belongs to, as a link to its page ("Workspace"), or "No record". */
export function RecordLink({
  modelType,
  modelId,
}: {
  modelType: string | null;
  modelId: string | null;
}) {
  const translate = useTranslate();
  if (!modelType || !modelId)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate("pages.documents.noRecord")}
      </Typography>
    );
  const label = translate(recordLabelKey(modelType), { _: modelType });
  const to = recordPath(modelType, modelId);
  if (!to) return <span>{label}</span>;
  return (
    <Link
      component={LinkBase}
      to={to}
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {label}
    </Link>
  );
}
