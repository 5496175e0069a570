import type { ReactNode } from "react";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import { DateField, useTranslate } from "react-admin";
import type { EmailRow } from "../../domain/schemas/email";
import { StatusChip } from "../../src/widgets/StatusChip";
import { K, STATUS_COLORS, statusKey } from "./emailKeys";
import { ResendButton } from "./ResendButton";

const D = `${K}.detail`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="baseline">
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
        {translate(label)}
      </Typography>
      <Box sx={{ typography: "body2", minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Box>
    </Stack>
  );
}

/**
 * One outbox email: its facts and its body as plain text (a text node, never parsed as HTML: the
 * body may hold whatever an address or a user typed), with a resend when it failed.
 */
export function EmailDetailDialog({
  email,
  onClose,
}: {
  email: EmailRow;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="email-detail-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="email-detail-title">
        {translate(`${D}.title`, { to: email.toEmailAddress })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Fact label={`${D}.subject`}>{email.subject}</Fact>
          <Fact label={`${D}.status`}>
            <StatusChip
              status={email.status}
              colors={STATUS_COLORS}
              labelKey={statusKey(email.status)}
            />
          </Fact>
          {email.error && <Fact label={`${D}.error`}>{email.error}</Fact>}
          <Fact label={`${D}.createdAt`}>
            <DateField record={email} source="createdAt" showTime />
          </Fact>
          <Typography variant="subtitle2" sx={{ pt: 1 }}>
            {translate(`${D}.body`)}
          </Typography>
          <Box
            component="pre"
            aria-label={translate(`${D}.body`)}
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: "action.hover",
              borderRadius: 1,
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              fontFamily: "inherit",
              typography: "body2",
            }}
          >
            {email.body}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        {email.status === "failed" && (
          <ResendButton email={email} onDone={onClose} />
        )}
        <Button onClick={onClose}>{translate(`${D}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
