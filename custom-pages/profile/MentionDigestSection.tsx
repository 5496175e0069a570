import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Button,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { FEATURES } from "../../domain/features";
import type { MentionDigestChoice } from "../../domain/schemas/mentionDigest";
import { MENTION_DIGEST_CHOICES } from "../../domain/schemas/mentionDigest";
import {
  mentionDigest,
  setMentionDigest,
} from "../../providers/mentionDigestApi";
import { errorMessage } from "../../src/forms/serverErrors";
import { useFeatures } from "../../src/features/useFeatures";

const KEY = ["auth", "mention-digest"];
const M = "pages.profile.mentionDigest";
const OFF = "off";

/** The select's value: "off" or the minutes as text (MUI selects compare strings). */
const toValue = (after: MentionDigestChoice | null) =>
  after === null ? OFF : String(after);
const fromValue = (value: string): MentionDigestChoice | null =>
  MENTION_DIGEST_CHOICES.find((c) => String(c) === value) ?? null;

/**
 * On /user/profile (issue 25): whether to be emailed about mentions left unread, and after how long
 * (off by default). Shown while discussions are on, the only place mentions come from.
 */
export function MentionDigestSection() {
  const { features } = useFeatures();
  if (!features[FEATURES.discussions]) return null;
  return <MentionDigestForm />;
}

function MentionDigestForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: KEY,
    queryFn: async () => (await mentionDigest()).data,
    retry: false,
  });
  /** The user's pick before saving; null: as stored. */
  const [picked, setPicked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = setting.data ? toValue(setting.data.afterMinutes) : OFF;
  const value = picked ?? stored;

  const save = async () => {
    setSaving(true);
    try {
      await setMentionDigest(fromValue(value));
      await queryClient.invalidateQueries({ queryKey: KEY });
      setPicked(null);
      notify(`${M}.saved`, { type: "success" });
    } catch (e) {
      notify(`${M}.failure`, {
        type: "error",
        messageArgs: { message: errorMessage(e) },
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="mention-digest-title">
      <Typography id="mention-digest-title" variant="h6" sx={{ mt: 4 }}>
        {translate(`${M}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${M}.intro`)}
      </Typography>
      {setting.isError ? (
        <Alert severity="error">{translate(`${M}.loadFailed`)}</Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <TextField
            select
            size="small"
            label={translate(`${M}.label`)}
            value={value}
            disabled={setting.isPending}
            onChange={(e) => setPicked(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {[OFF, ...MENTION_DIGEST_CHOICES.map(String)].map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`${M}.choices.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={setting.isPending || saving || value === stored}
          >
            {translate(`${M}.save`)}
          </Button>
        </Stack>
      )}
    </section>
  );
}
