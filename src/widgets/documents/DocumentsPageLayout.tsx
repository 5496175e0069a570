import { useEffect } from "react";
import type { ReactNode } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from "@mui/material";
import { LinkBase, Loading, Title, useTranslate } from "react-admin";
import { errorMessage } from "../../forms/serverErrors";
import { DocumentList } from "./DocumentList";
import { DocumentUpload } from "./DocumentUpload";

export interface DocumentsPageLayoutProps {
  parentId: string;
  /** The page's heading and the browser tab's title, in words. */
  title: string;
  /** The parent's page, and the words of the link back to it. */
  back: { to: string; label: string };
  canUpload: boolean;
  canDelete: boolean;
  /** Still waiting for the parent or the user's privileges: a spinner, not a half-built page. */
  isPending: boolean;
  /** The parent could not be loaded (gone, out of reach): said instead of the page. */
  error?: unknown;
  /** No parent came back (and no error said why): "not found". */
  missing?: boolean;
  /** Shown between the heading and the upload form (the parent's summary). */
  children?: ReactNode;
}

/**
 * The documents page of a record (inside a DocumentKindProvider): heading with a link back, the
 * upload form for those allowed, and the list with preview, download and (when allowed) delete.
 */
export function DocumentsPageLayout({
  parentId,
  title,
  back,
  canUpload,
  canDelete,
  isPending,
  error,
  missing,
  children,
}: DocumentsPageLayoutProps) {
  const translate = useTranslate();
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Every answer first, so the upload form and delete buttons don't pop in after the list.
  if (isPending) return <Loading />;
  if (error || missing)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(error) || translate("ra.page.not_found")}
      </Alert>
    );
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Button component={LinkBase} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      </Stack>
      {children}
      {canUpload && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <DocumentUpload parentId={parentId} />
          </CardContent>
        </Card>
      )}
      <Card>
        <DocumentList parentId={parentId} canDelete={canDelete} />
      </Card>
    </Box>
  );
}
