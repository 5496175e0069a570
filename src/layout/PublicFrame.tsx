import type { ReactNode } from "react";
import { Suspense } from "react";
import { styled } from "@mui/material/styles";
import { ClassificationBanner } from "./ClassificationBanner";
import { DelayedSpinner } from "./DelayedSpinner";

const Frame = styled("div", { name: "AppPublicFrame" })({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  "& > .AppPublicFrame-content": { flexGrow: 1 },
  "& > [data-testid='classification-banner-top']": {
    position: "sticky",
    top: 0,
    zIndex: 1100,
  },
  "& > [data-testid='classification-banner-bottom']": {
    position: "sticky",
    bottom: 0,
    zIndex: 1100,
  },
});

/**
 * Frame of pages without the app chrome (landing, sign-in family, reset-only): the classification
 * banners around the page, and the lazy page's delayed spinner.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <ClassificationBanner position="top" />
      <div className="AppPublicFrame-content">
        <Suspense fallback={<DelayedSpinner />}>{children}</Suspense>
      </div>
      <ClassificationBanner position="bottom" />
    </Frame>
  );
}
