import { Button, CircularProgress } from "@mui/material";
import { useFormState } from "react-hook-form";
import { useTranslate } from "react-admin";

interface SubmitButtonProps {
  labelKey: string;
  fullWidth?: boolean;
}

/** A submit button that shows progress and blocks double submits while the form is submitting. */
export function SubmitButton({
  labelKey,
  fullWidth = true,
}: SubmitButtonProps) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth={fullWidth}
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      startIcon={
        isSubmitting ? (
          <CircularProgress size={18} color="inherit" />
        ) : undefined
      }
    >
      {translate(labelKey)}
    </Button>
  );
}
