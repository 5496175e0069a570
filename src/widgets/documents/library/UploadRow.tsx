import CloseIcon from "@mui/icons-material/Close";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import {
  Box,
  IconButton,
  LinearProgress,
  ListItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { LIBRARY_DOCUMENT_LIMITS } from "../../../../domain/documentLimits";
import { formatBytes } from "../formatBytes";
import type { UploadItem } from "./useUploadQueue";

const K = "pages.documents.upload";

const PROBLEM_TEXT = LIBRARY_DOCUMENT_LIMITS.messages;

/** What the row says under the file: its problem, the server's refusal, or how far it got. */
function useRowStatus(item: UploadItem): { text: string; error: boolean } {
  const translate = useTranslate();
  if (item.problem)
    return {
      text: translate(`${K}.errors.${item.problem}`, {
        _: PROBLEM_TEXT[item.problem],
      }),
      error: true,
    };
  if (item.state === "failed")
    return {
      text: item.error || translate(`${K}.status.failed`),
      error: true,
    };
  return {
    text: translate(`${K}.status.${item.state}`, { percent: item.percent }),
    error: false,
  };
}

/**
 * One chosen file of the upload dialog: its name and size, its title (editable until it is sent),
 * its state with a progress bar while it uploads, and its remove or cancel button.
 */
export function UploadRow({
  item,
  onTitle,
  onRemove,
  onCancel,
}: {
  item: UploadItem;
  onTitle: (title: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const status = useRowStatus(item);
  const name = item.file.name;
  const editable = item.state === "ready";
  const active = item.state === "queued" || item.state === "uploading";
  const removable = item.state === "ready" || item.state === "invalid";
  const statusId = `${item.key}-status`;
  return (
    <ListItem
      divider
      aria-label={name}
      sx={{ display: "block", px: 0 }}
      secondaryAction={
        active ? (
          <IconButton
            edge="end"
            onClick={onCancel}
            aria-label={translate(`${K}.cancelFile`, { name })}
          >
            <CloseIcon />
          </IconButton>
        ) : removable ? (
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
      <Stack spacing={1} sx={{ pr: 6, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          <strong>{name}</strong> · {formatBytes(item.file.size)}
        </Typography>
        {item.state !== "invalid" && (
          <TextField
            size="small"
            label={translate(`${K}.fileTitle`)}
            value={item.title}
            disabled={!editable}
            onChange={(e) => onTitle(e.target.value)}
            slotProps={{
              htmlInput: {
                "aria-label": translate(`${K}.fileTitleOf`, { name }),
                "aria-describedby": statusId,
              },
            }}
          />
        )}
        {(active || item.state === "done") && (
          <LinearProgress
            variant={item.state === "queued" ? "indeterminate" : "determinate"}
            value={item.percent}
            aria-label={translate(`${K}.progressOf`, { name })}
          />
        )}
        <Box
          id={statusId}
          role={status.error ? "alert" : undefined}
          sx={{
            typography: "caption",
            color: status.error ? "error.main" : "text.secondary",
          }}
        >
          {status.text}
        </Box>
      </Stack>
    </ListItem>
  );
}
