import { useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { PickedPerson } from "../../src/widgets/PeoplePicker";
import { PeoplePicker } from "../../src/widgets/PeoplePicker";
import { StartDiscussionForm } from "../../src/widgets/discussions/StartDiscussionForm";
import { threadPath } from "../../src/widgets/discussions/threadLinks";

const K = "pages.discussions.create";

/** A free-standing thread: its title, its participants and its first post; opens it once made. */
export function NewDiscussionDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [participants, setParticipants] = useState<PickedPerson[]>([]);
  // A new free-standing thread's readers: the caller's circle, found by name (no record yet).
  const find = async (searchTerm: string) =>
    (await dataProvider.discussionMentionable({ searchTerm })).filter(
      (m) => m.kind === "user",
    );
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
          <PeoplePicker
            value={participants}
            onChange={setParticipants}
            find={find}
            queryKey={["discussions", "participants"]}
            label={translate(`${K}.fields.participants`)}
            helperText={translate(`${K}.participantsHint`)}
          />
        </StartDiscussionForm>
      </DialogContent>
    </Dialog>
  );
}
