// Placeholder while the page is being built.
export function SetStatusPage() {
  return null;
}
