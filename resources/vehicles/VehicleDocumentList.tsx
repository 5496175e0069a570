import { Box, Typography } from "@mui/material";
import {
  DataTable,
  DateField,
  ListBase,
  Pagination,
  useTranslate,
} from "react-admin";
import type { VehicleDocument } from "../../domain/schemas/vehicleDocument";
import { DocumentTypeField } from "./DocumentTypeField";
import { VehicleDocumentActions } from "./VehicleDocumentActions";
import { formatBytes } from "./vehicleModel";
import { vehicleDocumentsModule } from "../../domain/modules/vehicles";

type DocumentRecord = VehicleDocument & { id: string };

function NoDocuments() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body1">
        {translate(vehicleDocumentsModule.key("empty"))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(vehicleDocumentsModule.key("emptyInvite"))}
      </Typography>
    </Box>
  );
}

/**
 * A vehicle's documents, newest first, sorted and paged on the server (POST /vehicles/documents/search
 * with vehicleId). The labels live with the vehicles' messages (…vehicles.documents.fields.*).
 */
export function VehicleDocumentList({
  vehicleId,
  canDelete,
}: {
  vehicleId: string;
  canDelete: boolean;
}) {
  const label = (name: string) => vehicleDocumentsModule.key(`fields.${name}`);
  return (
    <ListBase
      resource={vehicleDocumentsModule.name}
      filter={{ vehicleId }}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
    >
      <DataTable<DocumentRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={<NoDocuments />}
      >
        <DataTable.Col
          source="documentType"
          label={label("documentType")}
          field={DocumentTypeField}
        />
        <DataTable.Col source="fileName" label={label("fileName")} />
        <DataTable.Col
          source="sizeBytes"
          label={label("sizeBytes")}
          disableSort
          render={(record) => formatBytes(record.sizeBytes)}
        />
        <DataTable.Col source="createdAt" label={label("createdAt")}>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col
          label={label("actions")}
          disableSort
          render={() => <VehicleDocumentActions canDelete={canDelete} />}
        />
      </DataTable>
      <Pagination rowsPerPageOptions={[]} />
    </ListBase>
  );
}
