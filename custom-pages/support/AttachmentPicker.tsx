import AttachFileIcon from "@mui/icons-material/AttachFile";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { SUPPORT_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import { SUPPORT_ATTACHMENTS_MAX } from "../../domain/schemas/support";
import { formatBytes } from "../../src/widgets/documents/formatBytes";
import type { AttachmentFiles, AttachmentItem } from "./useAttachmentFiles";

const K = "pages.support.attachments";
const MAX = { max: SUPPORT_ATTACHMENTS_MAX };

/** What a chosen file's row says: its problem, the server's refusal, or nothing yet. */
function useItemProblem(item: AttachmentItem): string | null {
  const translate = useTranslate();
  if (item.problem) return translate(`${K}.errors.${item.problem}`);
  if (item.state === "failed") return item.error || null;
  return null;
}

function AttachmentRow({
  item,
  onRemove,
  disabled,
}: {
  item: AttachmentItem;
  onRemove: () => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const problem = useItemProblem(item);
  const name = item.file.name;
  const removable = item.state === "ready" || item.state === "invalid";
  return (
    <ListItem
      divider
      aria-label={name}
      sx={{ display: "block", px: 0 }}
      secondaryAction={
        removable && !disabled ? (
          <IconButton
            edge="end"
            onClick={onRemove}
            aria-label={translate(`${K}.remove`, { name })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        ) : null
      }
    >
      <Stack spacing={0.5} sx={{ pr: 6, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          <strong>{name}</strong> · {formatBytes(item.file.size)}
        </Typography>
        {(item.state === "uploading" || item.state === "done") && (
          <LinearProgress
            variant="determinate"
            value={item.percent}
            aria-label={translate(`${K}.progressOf`, { name })}
          />
        )}
        {item.state === "done" && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${K}.uploaded`)}
          </Typography>
        )}
        {problem && (
          <Box role="alert" sx={{ typography: "caption", color: "error.main" }}>
            {problem}
          </Box>
        )}
      </Stack>
    </ListItem>
  );
}

/**
 * The attachments of a request or a reply being written: a file button (several at once), each file
 * checked before anything is sent, its progress while it uploads, and a remove button until then.
 */
export function AttachmentPicker({
  files,
  disabled = false,
}: {
  files: AttachmentFiles;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1 }}>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
      >
        {translate(`${K}.choose`)}
        <input
          hidden
          type="file"
          multiple
          aria-label={translate(`${K}.choose`)}
          accept={SUPPORT_DOCUMENT_LIMITS.accept}
          onChange={(e) => {
            files.add(Array.from(e.target.files ?? []));
            // The same file may be chosen again after a removal.
            e.target.value = "";
          }}
        />
      </Button>
      <Typography
        variant="caption"
        color={files.tooMany ? "error" : "text.secondary"}
        role={files.tooMany ? "alert" : undefined}
        sx={{ display: "block", mt: 0.5 }}
      >
        {translate(`${K}.${files.tooMany ? "tooMany" : "hint"}`, MAX)}
      </Typography>
      {files.items.length > 0 && (
        <List
          dense
          disablePadding
          aria-label={translate("pages.support.fields.attachments")}
        >
          {files.items.map((item) => (
            <AttachmentRow
              key={item.key}
              item={item}
              disabled={disabled}
              onRemove={() => files.remove(item.key)}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
