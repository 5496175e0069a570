import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import {
  Button as MuiButton,
  Card,
  CardContent,
  Stack,
  Typography,
} from "@mui/material";
import {
  DeleteButton,
  LinkBase,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { RecordShow } from "../../src/forms/RecordScreens";
import { UpsertButton } from "../../src/widgets/UpsertButton";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { usePrivilege, writeGate } from "../../src/session/usePrivilege";
import { VehicleDocumentList } from "./VehicleDocumentList";
import type { VehicleRow } from "./vehicleModel";
import { VehicleDetails } from "./VehicleDetails";
import { vehiclesModule } from "../../domain/modules/vehicles";

const MODIFY_VEHICLES = writeGate(vehiclesModule);

/** To the documents page: "Upload and manage documents" for modify-vehicles, else "Documents". */
function DocumentsLink({ variant }: { variant: "text" | "contained" }) {
  const record = useRecordContext<VehicleRow>();
  const translate = useTranslate();
  const { allowed: canModify } = usePrivilege(MODIFY_VEHICLES);
  if (!record) return null;
  const manage = variant === "contained" && canModify;
  return (
    <MuiButton
      component={LinkBase}
      to={vehiclesModule.paths.page("documents", record.id)}
      variant={variant}
      size="small"
      startIcon={<FolderOpenIcon />}
    >
      {translate(
        vehiclesModule.key(
          manage ? "action.manageDocuments" : "action.documents",
        ),
      )}
    </MuiButton>
  );
}

function VehicleShowActions() {
  const record = useRecordContext<VehicleRow>();
  const { allowed: canModify } = usePrivilege(MODIFY_VEHICLES);
  return (
    <TopToolbar>
      <BookmarkToggle modelType="vehicle" />
      <DocumentsLink variant="text" />
      {canModify && record && (
        <UpsertButton to={vehiclesModule.paths.edit(record.id)} />
      )}
      {canModify && <DeleteButton mutationMode="undoable" />}
    </TopToolbar>
  );
}

/** The vehicle's documents under its details, with the way to the documents page. */
function VehicleDocumentsSection() {
  const record = useRecordContext<VehicleRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: "space-between", alignItems: "center" }}
        >
          <Typography component="h2" variant="h6">
            {translate(vehiclesModule.key("sections.documents"))}
          </Typography>
          <DocumentsLink variant="contained" />
        </Stack>
      </CardContent>
      <VehicleDocumentList vehicleId={String(record.id)} canDelete={false} />
    </Card>
  );
}

/** /admin/transport/vehicle/:id: details, expiry flags and documents; drivers see it read-only. */
export function VehicleShow() {
  return (
    // Two cards (details, documents) rather than one around both.
    <RecordShow actions={<VehicleShowActions />} component="div">
      <VehicleDetails />
      <VehicleDocumentsSection />
    </RecordShow>
  );
}
