import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import SendIcon from "@mui/icons-material/Send";
import { Box, Button, TextField, Typography } from "@mui/material";
import {
  Form,
  SelectInput,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
} from "react-admin";
import { useLocation, useNavigate } from "react-router-dom";
import { supportModule } from "../../domain/modules/support";
import type { SupportRequestRow } from "../../domain/schemas/support";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { fieldErrors } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import {
  requestNumber,
  supportChoices,
} from "../../src/widgets/support/supportLabels";
import { LazyRichTextInput } from "../../src/widgets/richText/LazyRichTextInput";
import { usePageTitle } from "../common/usePageTitle";
import { AttachmentPicker } from "./AttachmentPicker";
import {
  K,
  newRequestSchema,
  previousPage,
  requestPath,
  SUPPORT,
} from "./supportModel";
import { useAttachmentFiles } from "./useAttachmentFiles";

const resolver = schemaResolver(newRequestSchema);
const DEFAULTS = { subject: "", category: "", description: "" };

/**
 * /support/request (issue 28): anyone signed in files a request: subject, category, description,
 * files (checked before sending), and the page they were on (the support menu passes it). Once the
 * request exists its files go up one by one, then its page opens with a toast.
 */
export function NewSupportRequestPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.create.title`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const pageUrl = previousPage(useLocation().state);
  const files = useAttachmentFiles();
  const [busy, setBusy] = useState(false);
  const { categories } = supportChoices(translate);

  const submit = async (values: FieldValues) => {
    if (files.blocked) {
      notify(`${K}.create.removeInvalid`, { type: "warning" });
      return;
    }
    setBusy(true);
    let saved: SupportRequestRow;
    try {
      const answer = await dataProvider.create<SupportRequestRow>(SUPPORT, {
        data: {
          subject: values.subject,
          category: values.category,
          description: values.description ?? "",
          ...(pageUrl ? { pageUrl } : {}),
        },
      });
      saved = answer.data;
    } catch (e) {
      setBusy(false);
      const fields = fieldErrors(e, {
        only: ["subject", "category", "description"],
      });
      if (fields) return fields;
      notifyError(e);
      return;
    }
    const failed = await files.uploadAll(saved.supportRequestId);
    const number = requestNumber(saved.number);
    notify(`${K}.create.${failed ? "attachFailed" : "created"}`, {
      type: failed ? "warning" : "success",
      messageArgs: { number, smart_count: failed },
    });
    navigate(requestPath(saved.supportRequestId));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760, minWidth: 0 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${K}.create.intro`)}
      </Typography>
      <Form
        resolver={resolver}
        defaultValues={DEFAULTS}
        onSubmit={submit}
        warnWhenUnsavedChanges
        // Leaving for the new request's page (/support/request/:id, after the save) never asks;
        // leaving for /support/requests, which only starts like this page's path, does.
        formRootPathname={`${supportModule.pages.request.path}/`}
        noValidate
      >
        <TextInput
          source="subject"
          label={`${K}.fields.subject`}
          disabled={busy}
          fullWidth
        />
        <SelectInput
          source="category"
          label={`${K}.fields.category`}
          choices={categories}
          disabled={busy}
          fullWidth
        />
        <LazyRichTextInput
          source="description"
          label={`${K}.fields.description`}
          disabled={busy}
        />
        <TextField
          label={translate(`${K}.fields.pageUrl`)}
          value={pageUrl ?? translate(`${K}.noPage`)}
          size="small"
          fullWidth
          sx={{ my: 1 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <AttachmentPicker files={files} disabled={busy} />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {translate(`${K}.create.${busy ? "sending" : "submit"}`)}
        </Button>
      </Form>
    </Box>
  );
}
NewSupportRequestPage.path = supportModule.pages.request.path;
