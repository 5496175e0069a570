import { CircularProgress } from "@mui/material";
import { styled } from "@mui/material/styles";
import { useTimeout, useTranslate } from "react-admin";
import { SPINNER_DELAY_MS } from "../../domain/constants";

const Centre = styled("div", { name: "AppDelayedSpinner" })(({ theme }) => ({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  padding: theme.spacing(4),
}));

/** §2: the loading spinner appears only after 1000 ms, so fast loads don't flash it. */
export function DelayedSpinner() {
  const translate = useTranslate();
  const elapsed = useTimeout(SPINNER_DELAY_MS);
  if (!elapsed) return null;
  return (
    <Centre role="status">
      <CircularProgress aria-label={translate("app.loading")} />
    </Centre>
  );
}
