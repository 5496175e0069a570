import { Alert, Button } from "@mui/material";
import EditIcon from "@mui/icons-material/Edit";
import { useTranslate } from "react-admin";
import type { ServiceUserRow } from "../../domain/schemas/service";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { FacilityName } from "../../src/widgets/FacilityReference";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { Fact, Facts } from "../../src/widgets/Facts";
import { formatDateTime, K } from "./serviceKeys";
import { Section } from "./Section";

const F = `${K}.fields`;

/** The service user's facts, with Edit (name, role, facility, active) in a dialog. */
export function ServiceUserDetails({
  row,
  onEdit,
}: {
  row: ServiceUserRow;
  onEdit: () => void;
}) {
  const translate = useTranslate();
  const f = (key: string) => translate(`${F}.${key}`);
  return (
    <Section
      id="service-user-details"
      title={`${K}.user.details`}
      actions={
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {translate(`${K}.user.edit`)}
        </Button>
      }
    >
      {!row.active && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${K}.user.inactive`)}
        </Alert>
      )}
      <Facts>
        <Fact label={f("role")}>
          {translate(roleCodeLabelKey(row.roleCode), { _: row.roleCode })}
        </Fact>
        <Fact label={f("facilityId")}>
          {row.facilityId ? (
            <FacilityName source="facilityId" />
          ) : (
            translate(`${K}.none`)
          )}
        </Fact>
        <Fact label={f("active")}>
          {translate(`${K}.${row.active ? "yes" : "no"}`)}
        </Fact>
        <Fact label={f("activeKeyCount")}>{row.activeKeyCount}</Fact>
        <Fact label={f("lastUsedAt")}>
          {row.lastUsedAt ? (
            <RelativeTime value={row.lastUsedAt} />
          ) : (
            translate(`${K}.never`)
          )}
        </Fact>
        <Fact label={f("createdAt")}>{formatDateTime(row.createdAt)}</Fact>
      </Facts>
    </Section>
  );
}
