import { useState } from "react";
import { Button } from "@mui/material";
import RestoreIcon from "@mui/icons-material/Restore";
import { useMutation } from "@tanstack/react-query";
import {
  Confirm,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { ArticleRevisionRow } from "../../domain/schemas/article";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { K } from "./adminPaths";

const R = `${K}.revisions`;

/**
 * Restore, asked first: the revision's title, summary and text become the article's (the server
 * keeps the current text as a revision); then every query is read again, the form included.
 */
export function RestoreRevisionButton({
  revision,
}: {
  revision: ArticleRevisionRow;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const restore = useMutation({
    mutationFn: () =>
      dataProvider.restoreArticleRevision(
        revision.articleId,
        revision.articleRevisionId,
      ),
    onSuccess: () => {
      setOpen(false);
      notify(`${K}.toasts.restored`, {
        type: "success",
        messageArgs: { number: revision.number },
      });
      refresh();
    },
    onError: (e) => {
      setOpen(false);
      notifyError(e);
    },
  });
  return (
    <>
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate(`${R}.restoreLabel`, { number: revision.number })}
      >
        {translate(`${R}.restore`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={restore.isPending}
        title={`${R}.restoreTitle`}
        translateOptions={{ number: String(revision.number) }}
        content={`${R}.restoreText`}
        confirm={`${R}.restoreConfirm`}
        cancel={`${K}.form.cancel`}
        onConfirm={() => restore.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
