import { useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import { useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import type { MentionItem } from "../../domain/richText";
import { StartDiscussionForm } from "../../src/widgets/discussions/StartDiscussionForm";
import { threadPath } from "../../src/widgets/discussions/threadLinks";
import { ParticipantPicker } from "./ParticipantPicker";

const K = "pages.discussions.create";

/** A free-standing thread: its title, its participants and its first post; opens it once made. */
export function NewDiscussionDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [participants, setParticipants] = useState<MentionItem[]>([]);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-discussion-title"
    >
      <DialogTitle id="new-discussion-title">
        {translate(`${K}.title`)}
      </DialogTitle>
      <DialogContent>
        <StartDiscussionForm
          participantIds={participants.map((p) => p.id)}
          onCancel={onClose}
          onCreated={(row) => {
            onClose();
            navigate(threadPath(row));
          }}
        >
          <ParticipantPicker value={participants} onChange={setParticipants} />
        </StartDiscussionForm>
      </DialogContent>
    </Dialog>
  );
}
