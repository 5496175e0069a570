import { styled } from "@mui/material/styles";
import { useTranslate } from "react-admin";
import { FEATURES } from "../../domain/features";
import { useFeatures } from "../features/useFeatures";

const Banner = styled("div", { name: "AppClassificationBanner" })(
  ({ theme }) => ({
    backgroundColor: "#007a33",
    color: "#ffffff",
    textAlign: "center",
    fontWeight: theme.typography.fontWeightBold,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: "24px",
    minHeight: 24,
    paddingInline: theme.spacing(1),
  }),
);

interface ClassificationBannerProps {
  position: "top" | "bottom";
  className?: string;
}

/**
 * §1: while feature-classification-banner is on, the marking sits above and below every page,
 * signed in or not (both frames render it twice).
 */
export function ClassificationBanner({
  position,
  className,
}: ClassificationBannerProps) {
  const translate = useTranslate();
  const { features } = useFeatures();
  if (!features[FEATURES.classificationBanner]) return null;
  return (
    <Banner
      role="note"
      className={className}
      data-testid={`classification-banner-${position}`}
    >
      {translate("app.banner.classification")}
    </Banner>
  );
}
