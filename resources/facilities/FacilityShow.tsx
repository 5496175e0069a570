import {
  DeleteButton,
  TabbedShowLayout,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { RecordShow } from "../../src/forms/RecordScreens";
import { UpsertButton } from "../../src/widgets/UpsertButton";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { FacilityDetails } from "./FacilityDetails";
import type { FacilityRow } from "./facilityModel";
import { FacilityPatients } from "./FacilityPatients";
import {
  FacilityUsersOfFacility,
  useStaffSource,
} from "./FacilityUsersOfFacility";
import { facilitiesModule } from "../../domain/modules/facilities";

const section = (name: string) =>
  `resources.${facilitiesModule.name}.sections.${name}`;

function FacilityShowActions() {
  const record = useRecordContext<FacilityRow>();
  return (
    <TopToolbar>
      <BookmarkToggle modelType="facility" />
      {record && <UpsertButton to={facilitiesModule.paths.edit(record.id)} />}
      {/* Undoable like every delete; the server refuses (409) while staff or patients remain. */}
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

/** /admin/transport/facility/:id: the facility, its users and its patients. */
export function FacilityShow() {
  const staff = useStaffSource();
  return (
    <RecordShow actions={<FacilityShowActions />}>
      {/* The show route has no child paths, so tabs stay out of the URL. */}
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label={section("details")}>
          <FacilityDetails />
        </TabbedShowLayout.Tab>
        {staff && (
          <TabbedShowLayout.Tab label={section("users")}>
            <FacilityUsersOfFacility staff={staff} />
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label={section("patients")}>
          <FacilityPatients />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </RecordShow>
  );
}
