import { Button, Typography } from "@mui/material";
import { PasswordInput, useTranslate } from "react-admin";
import type { TotpProof } from "../../domain/schemas/auth";
import { proofOf, totpProofFormSchema } from "../auth/authFormSchemas";
import { AuthForm } from "../common/AuthForm";

const M = "pages.twoFactor";

interface TotpProofFormProps {
  submitLabelKey: string;
  action: (proof: TotpProof) => Promise<unknown>;
  onCancel: () => void;
}

/** The password or a current code, asked before turning the second factor off or new recovery codes. */
export function TotpProofForm({
  submitLabelKey,
  action,
  onCancel,
}: TotpProofFormProps) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${M}.proofIntro`)}
      </Typography>
      <AuthForm
        schema={totpProofFormSchema}
        defaultValues={{ proof: "" }}
        action={({ proof }) => action(proofOf(proof))}
        failureKey={`${M}.failure`}
        submitLabelKey={submitLabelKey}
      >
        <PasswordInput
          source="proof"
          label={`${M}.proof`}
          autoComplete="current-password"
          autoFocus
          fullWidth
        />
      </AuthForm>
      <Button onClick={onCancel} sx={{ mt: 1 }}>
        {translate(`${M}.cancel`)}
      </Button>
    </>
  );
}
