import { useState } from "react";
import { Alert, Box, Button, Typography } from "@mui/material";
import KeyIcon from "@mui/icons-material/VpnKey";
import {
  LinkBase,
  Loading,
  RecordContextProvider,
  Title,
  useGetOne,
  useRefresh,
  useTranslate,
} from "react-admin";
import { useParams } from "react-router-dom";
import { adminServicesModule } from "../../domain/modules/adminServices";
import {
  serviceOrganizationPath,
  servicesModule,
  serviceUsersModule,
} from "../../domain/modules/services";
import type {
  CreatedApiKey,
  ServiceOrganizationRow,
  ServiceUserRow,
} from "../../domain/schemas/service";
import { usePageTitle } from "../common/usePageTitle";
import { ApiKeysTable } from "./ApiKeysTable";
import { CreateKeyDialog } from "./CreateKeyDialog";
import { NewKeyDialog } from "./NewKeyDialog";
import { K } from "./serviceKeys";
import { Section } from "./Section";
import { ServiceUserDetails } from "./ServiceUserDetails";
import { ServiceUserDialog } from "./ServiceUserDialog";

const U = `${K}.user`;

/**
 * /service/users/:id/:orgId (issue 28, administrators): one service user — its details (edited in a
 * dialog), its keys with a revoke, and "Create key", whose answer shows the key once.
 */
export function ServiceUserPage() {
  const { id = "", orgId = "" } = useParams();
  const translate = useTranslate();
  const refresh = useRefresh();
  usePageTitle(`${U}.title`);
  const [dialog, setDialog] = useState<"edit" | "key" | null>(null);
  // Held here only while its dialog is open: closing it forgets the key for good.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const user = useGetOne<ServiceUserRow>(
    serviceUsersModule.name,
    { id },
    { enabled: id !== "" },
  );
  const organization = useGetOne<ServiceOrganizationRow>(
    adminServicesModule.name,
    { id: orgId },
    { enabled: orgId !== "" },
  );
  if (user.isPending) return <Loading />;
  const data = user.data;
  if (user.error || !data)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${U}.notFound`)}
      </Alert>
    );
  const orgName = organization.data?.name ?? "";
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <Title title={translate(`${U}.named`, { name: data.name })} />
      <Button
        component={LinkBase}
        to={serviceOrganizationPath(data.serviceOrganizationId || orgId)}
        size="small"
      >
        {orgName
          ? translate(`${U}.back`, { name: orgName })
          : translate(`${K}.organization.title`)}
      </Button>
      <Typography
        component="h1"
        variant="h5"
        sx={{ mt: 1, overflowWrap: "anywhere" }}
      >
        {data.name}
      </Typography>
      <RecordContextProvider value={data}>
        <ServiceUserDetails row={data} onEdit={() => setDialog("edit")} />
      </RecordContextProvider>
      <Section
        id="service-user-keys"
        title={`${K}.keys.title`}
        actions={
          <Button
            variant="contained"
            size="small"
            startIcon={<KeyIcon />}
            // The server refuses a key to an inactive user (422): say so before, not after.
            disabled={!data.active}
            onClick={() => setDialog("key")}
          >
            {translate(`${K}.keys.create`)}
          </Button>
        }
      >
        <ApiKeysTable record={data} target="serviceUserId" />
      </Section>
      {dialog === "edit" && (
        <ServiceUserDialog
          serviceOrganizationId={data.serviceOrganizationId}
          user={data}
          onClose={(changed) => {
            setDialog(null);
            if (changed) refresh();
          }}
        />
      )}
      {dialog === "key" && (
        <CreateKeyDialog
          serviceUserId={data.serviceUserId}
          onClose={() => setDialog(null)}
          onCreated={(key) => {
            setDialog(null);
            setCreated(key);
          }}
        />
      )}
      {created && (
        <NewKeyDialog
          apiKey={created.key}
          onClose={() => {
            setCreated(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}
ServiceUserPage.path = servicesModule.pages.user.path;
