import type { ErrorInfo } from "react";
import { Button, Typography } from "@mui/material";
import { styled } from "@mui/material/styles";
import HomeIcon from "@mui/icons-material/Home";
import {
  useLocation,
  useResetErrorBoundaryOnLocationChange,
  useTranslate,
} from "react-admin";

const Panel = styled("section", { name: "AppErrorFallback" })(({ theme }) => ({
  padding: theme.spacing(4),
  maxWidth: 720,
  display: "flex",
  flexDirection: "column",
  gap: theme.spacing(1.5),
  alignItems: "flex-start",
}));

export interface ErrorFallbackProps {
  error?: Error;
  errorInfo?: ErrorInfo;
  /** Given by the top-level boundary of <Admin>; the layout's boundary resets by itself. */
  resetErrorBoundary?: (...args: unknown[]) => void;
  title?: unknown;
}

const noop = () => undefined;

/**
 * The rendering-error screen of §2: what happened, to refresh, the page address, to contact the
 * team if refreshing fails, and a way Home. Home is a full page load on purpose: after a render
 * crash, in-memory state is not to be trusted.
 */
export function ErrorFallback({ resetErrorBoundary }: ErrorFallbackProps) {
  const translate = useTranslate();
  const { pathname, search, hash } = useLocation();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  const address = `${window.location.origin}${pathname}${search}${hash}`;

  return (
    <Panel role="alert">
      <Typography component="h1" variant="h5">
        {translate("app.errorFallback.title")}
      </Typography>
      <Typography>{translate("app.errorFallback.renderingError")}</Typography>
      <Typography>{translate("app.errorFallback.refresh")}</Typography>
      <Typography sx={{ wordBreak: "break-all" }}>
        {translate("app.errorFallback.address", { address })}
      </Typography>
      <Typography>{translate("app.errorFallback.contact")}</Typography>
      <Button variant="contained" href="/" startIcon={<HomeIcon />}>
        {translate("app.errorFallback.home")}
      </Button>
    </Panel>
  );
}
