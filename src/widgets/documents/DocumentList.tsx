import { Box, Typography } from "@mui/material";
import {
  DataTable,
  DateField,
  ListBase,
  Pagination,
  useTranslate,
} from "react-admin";
import { DocumentActions } from "./DocumentActions";
import { DocumentTypeField } from "./DocumentTypeField";
import { useDocumentKind } from "./documentKind";
import { formatBytes } from "./formatBytes";
import { NO_WRAP } from "../tableCells";

interface DocumentRecord {
  id: string;
  documentType: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

function NoDocuments() {
  const translate = useTranslate();
  const kind = useDocumentKind();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body1">
        {translate(kind.module.key("empty"))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(kind.module.key("emptyInvite"))}
      </Typography>
    </Box>
  );
}

/**
 * A record's documents, newest first, sorted and paged on the server ({prefix}/search filtered by
 * the parent). The labels live with the kind's messages (…documents.fields.*).
 */
export function DocumentList({
  parentId,
  canDelete,
}: {
  parentId: string;
  canDelete: boolean;
}) {
  const kind = useDocumentKind();
  const label = (name: string) => kind.module.key(`fields.${name}`);
  return (
    <ListBase
      resource={kind.module.name}
      filter={{ [kind.parentField]: parentId }}
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
        <DataTable.Col
          source="createdAt"
          cellSx={NO_WRAP}
          label={label("createdAt")}
        >
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col
          label={label("actions")}
          disableSort
          render={() => <DocumentActions canDelete={canDelete} />}
        />
      </DataTable>
      <Pagination rowsPerPageOptions={[]} />
    </ListBase>
  );
}
