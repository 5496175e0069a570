import { useTranslate } from "react-admin";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { Fact, Facts } from "../../src/widgets/Facts";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import {
  supportCategoryKey,
  supportPriorityKey,
} from "../../src/widgets/support/supportLabels";
import { K } from "./supportModel";

const F = `${K}.fields`;

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
    <Facts>
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
    </Facts>
  );
}
