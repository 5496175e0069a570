import { Alert } from "@mui/material";

interface FormAlertProps {
  message: string | null;
  severity?: "error" | "success" | "info" | "warning";
}

/** A form-level message, announced to screen readers; renders nothing when there is no message. */
export function FormAlert({ message, severity = "error" }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert
      severity={severity}
      role={severity === "error" ? "alert" : "status"}
      sx={{ mb: 2 }}
    >
      {message}
    </Alert>
  );
}
