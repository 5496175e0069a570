import ArticleIcon from "@mui/icons-material/Article";
import DescriptionIcon from "@mui/icons-material/Description";
import ImageIcon from "@mui/icons-material/Image";
import InsertDriveFileIcon from "@mui/icons-material/InsertDriveFile";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import { useTranslate } from "react-admin";
import type { DocumentTypeGroup } from "../../../../domain/schemas/libraryDocument";

/** The type filter's group of a content type; null for a type outside the four. */
export function typeGroupOf(contentType: string): DocumentTypeGroup | null {
  if (contentType === "application/pdf") return "pdf";
  if (contentType.startsWith("image/")) return "image";
  if (contentType.startsWith("text/")) return "text";
  if (
    contentType.startsWith("application/vnd.openxmlformats-officedocument.") ||
    contentType.startsWith("application/vnd.oasis.opendocument.")
  )
    return "office";
  return null;
}

const ICONS = {
  pdf: PictureAsPdfIcon,
  image: ImageIcon,
  text: DescriptionIcon,
  office: ArticleIcon,
} as const;

/** The document's kind at a glance, named for screen readers ("PDF", "Image"…). */
export function DocumentTypeIcon({ contentType }: { contentType: string }) {
  const translate = useTranslate();
  const group = typeGroupOf(contentType);
  const Icon = group ? ICONS[group] : InsertDriveFileIcon;
  return (
    <Icon
      fontSize="small"
      color="action"
      titleAccess={translate(`pages.documents.types.${group ?? "other"}`)}
      sx={{ flexShrink: 0 }}
    />
  );
}
