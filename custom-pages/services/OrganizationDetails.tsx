import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { adminServicesModule } from "../../domain/modules/adminServices";
import type { ServiceOrganizationRow } from "../../domain/schemas/service";
import { UpsertButton } from "../../src/widgets/UpsertButton";
import { Fact, Facts } from "../../src/widgets/Facts";
import { formatDateTime, K } from "./serviceKeys";
import { Section } from "./Section";

const F = `${K}.fields`;

/** The organisation's own facts, with an Edit link to its upsert page (§2 admin/services/upsert/:id). */
export function OrganizationDetails({ row }: { row: ServiceOrganizationRow }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`${F}.${key}`);
  return (
    <Section
      id="service-organization-details"
      title={`${K}.organization.details`}
      actions={<UpsertButton to={adminServicesModule.paths.edit(row.id)} />}
    >
      {!row.active && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${K}.organization.inactive`)}
        </Alert>
      )}
      <Facts>
        <Fact label={f("kind")}>
          {translate(adminServicesModule.key(`kinds.${row.kind}`), {
            _: row.kind,
          })}
        </Fact>
        <Fact label={f("contactEmail")}>
          {row.contactEmail ?? translate(`${K}.none`)}
        </Fact>
        <Fact label={f("active")}>
          {translate(`${K}.${row.active ? "yes" : "no"}`)}
        </Fact>
        <Fact label={f("createdAt")}>{formatDateTime(row.createdAt)}</Fact>
        {row.notes && <Fact label={f("notes")}>{row.notes}</Fact>}
      </Facts>
    </Section>
  );
}
