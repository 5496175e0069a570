import { useState } from "react";
import { Alert, Box, Button, Typography } from "@mui/material";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import {
  LinkBase,
  Loading,
  Title,
  useGetOne,
  useRefresh,
  useTranslate,
} from "react-admin";
import { useParams } from "react-router-dom";
import { adminServicesModule } from "../../domain/modules/adminServices";
import { servicesModule } from "../../domain/modules/services";
import type { ServiceOrganizationRow } from "../../domain/schemas/service";
import { usePageTitle } from "../common/usePageTitle";
import { ApiKeysTable } from "./ApiKeysTable";
import { CallRecord } from "./CallRecord";
import { OrganizationDetails } from "./OrganizationDetails";
import { K } from "./serviceKeys";
import { Section } from "./Section";
import { ServiceUserDialog } from "./ServiceUserDialog";
import { ServiceUsersTable } from "./ServiceUsersTable";

const O = `${K}.organization`;

/**
 * /service/organizations/:id (issue 28, administrators): one outside system — its details, its
 * service users (added here; a row opens the user's page where its keys are made), every key of
 * theirs with a revoke, and the record of the calls those keys made.
 */
export function ServiceOrganizationPage() {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const refresh = useRefresh();
  usePageTitle(`${O}.title`);
  const [adding, setAdding] = useState(false);
  const { data, isPending, error } = useGetOne<ServiceOrganizationRow>(
    adminServicesModule.name,
    { id },
    { enabled: id !== "" },
  );
  if (isPending) return <Loading />;
  if (error || !data)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${O}.notFound`)}
      </Alert>
    );
  const heading = translate(`${O}.named`, { name: data.name });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <Title title={heading} />
      <Button
        component={LinkBase}
        to={adminServicesModule.paths.list}
        size="small"
      >
        {translate(`${O}.back`)}
      </Button>
      <Typography
        component="h1"
        variant="h5"
        sx={{ mt: 1, overflowWrap: "anywhere" }}
      >
        {data.name}
      </Typography>
      <OrganizationDetails row={data} />
      <Section
        id="service-users"
        title={`${K}.users.title`}
        actions={
          <Button
            variant="contained"
            size="small"
            startIcon={<PersonAddIcon />}
            onClick={() => setAdding(true)}
          >
            {translate(`${K}.users.add`)}
          </Button>
        }
      >
        <ServiceUsersTable organization={data} />
      </Section>
      <Section id="service-keys" title={`${K}.keys.title`}>
        <ApiKeysTable record={data} target="serviceOrganizationId" showUser />
      </Section>
      <Section id="service-calls" title={`${K}.calls.title`}>
        <CallRecord serviceOrganizationId={data.serviceOrganizationId} />
      </Section>
      {adding && (
        <ServiceUserDialog
          serviceOrganizationId={data.serviceOrganizationId}
          onClose={(changed) => {
            setAdding(false);
            // The counts of the details and of the list come from the server: read them again.
            if (changed) refresh();
          }}
        />
      )}
    </Box>
  );
}
ServiceOrganizationPage.path = servicesModule.pages.organization.path;
