import {
  DeleteButton,
  ReferenceField,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { AttributeFields } from "../../src/widgets/attributes/AttributeFields";
import { RecordShow } from "../../src/forms/RecordScreens";
import { ExpiryField } from "../../src/widgets/ExpiryField";
import { UpsertButton } from "../../src/widgets/UpsertButton";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { CredentialsField } from "./CredentialsField";
import type { DriverRow } from "./driverModel";
import {
  InfluenceStatusHistory,
  OnlineStatusHistory,
} from "./DriverStatusHistory";
import { DriverStatusField } from "./DriverStatusField";
import { InfluenceClearance } from "./InfluenceClearance";
import { LatestOnlineStatus } from "./LatestOnlineStatus";
import { driversModule } from "../../domain/modules/drivers";
import { usersModule } from "../../domain/modules/users";

const R = driversModule.i18nKey;

function DriverShowActions() {
  const record = useRecordContext<DriverRow>();
  return (
    <TopToolbar>
      <BookmarkToggle modelType="driver" />
      {record && <UpsertButton to={driversModule.paths.edit(record.id)} />}
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

/**
 * /admin/transport/driver/:id: details with expiry flags, the linked account, the current status,
 * and the online and influence histories (tabs stay on this URL: the route has no sub-paths).
 */
export function DriverShow() {
  return (
    <RecordShow actions={<DriverShowActions />}>
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label={`${R}.tabs.details`}>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <TextField source="email" emptyText="—" />
          <TextField source="phone" emptyText="—" />
          <ReferenceField
            source="userId"
            reference={usersModule.name}
            link={(user) => usersModule.paths.edit(user.id)}
            emptyText="—"
          />
          <DriverStatusField source="status" />
          <LatestOnlineStatus label={`${R}.show.latestStatus`} />
          <InfluenceClearance label={`${R}.influence.title`} />
          <TextField source="licenseNumber" />
          <TextField source="licenseState" emptyText="—" />
          <TextField source="licenseClass" />
          <ExpiryField source="licenseExpiresOn" />
          <ExpiryField source="cprCertifiedUntil" />
          <ExpiryField source="wheelchairCertifiedUntil" />
          <CredentialsField source="credentialsExpireOn" />
          <TextField source="hireDate" emptyText="—" />
          <AttributeFields entityType="driver" label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={`${R}.tabs.onlineHistory`}>
          <OnlineStatusHistory />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={`${R}.tabs.influenceHistory`}>
          <InfluenceStatusHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </RecordShow>
  );
}
