import { Box, Typography } from "@mui/material";
import { Title } from "react-admin";
import { documentsModule } from "../../domain/modules/documents";
import { DocumentLibrary } from "../../src/widgets/documents/library/DocumentLibrary";
import { usePageTitle } from "../common/usePageTitle";

/**
 * /documents (issue 26): every document the user may read (their own, those shared with them and
 * those of the records they reach), filtered, searched down to the words inside the files, and the
 * upload of free-standing documents.
 */
export function DocumentsPage() {
  const title = usePageTitle("pages.documents.title");
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={title} />
      <DocumentLibrary
        heading={
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
        }
      />
    </Box>
  );
}
DocumentsPage.path = documentsModule.pages.list.path;
