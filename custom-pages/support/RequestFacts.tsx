import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import {
  supportCategoryKey,
  supportPriorityKey,
} from "../../src/widgets/support/supportLabels";
import { K } from "./supportModel";

const F = `${K}.fields`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: "anywhere" }}
      >
        {children}
      </Typography>
    </>
  );
}

/** A request's facts as a list of terms: one column on phones, label beside value elsewhere. */
export function RequestFacts({
  row,
  staff,
}: {
  row: SupportRequestRow;
  staff: boolean;
}) {
  const translate = useTranslate();
  const f = (key: string) => translate(`${F}.${key}`);
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        my: 1,
      }}
    >
      <Fact label={f("category")}>
        {translate(supportCategoryKey(row.category))}
      </Fact>
      {staff && (
        <>
          <Fact label={f("requester")}>
            {row.requesterName ?? row.requesterEmail ?? ""}
          </Fact>
          <Fact label={f("priority")}>
            {translate(supportPriorityKey(row.priority))}
          </Fact>
          <Fact label={f("assignee")}>
            {row.assigneeName ?? translate(`${K}.unassigned`)}
          </Fact>
        </>
      )}
      <Fact label={f("createdAt")}>
        <RelativeTime value={row.createdAt} />
      </Fact>
      <Fact label={f("pageUrl")}>
        {row.pageUrl ?? translate(`${K}.noPage`)}
      </Fact>
    </Box>
  );
}
