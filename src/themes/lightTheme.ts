/**
 * The light theme: react-admin's default plus our palette, the §9 sidebar widths and the global
 * overrides the shell relies on (the sticky header replaces ra's fixed app bar offset).
 */
import type { RaThemeOptions } from "react-admin";
import { defaultTheme } from "react-admin";
import {
  SIDEBAR_CLOSED_WIDTH,
  SIDEBAR_OPEN_WIDTH,
  SPINNER_DELAY_MS,
} from "../../domain/constants";

export const lightTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: "#1f4e79" },
    secondary: { main: "#2a6f97", contrastText: "#ffffff" },
  },
  sidebar: { width: SIDEBAR_OPEN_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    RaLayout: {
      styleOverrides: {
        // Our header (banner + app bar) is sticky and in the flow, so no fixed-bar offset.
        root: { "& .RaLayout-appFrame": { marginTop: 0 } },
      },
    },
    RaLoading: { defaultProps: { timeout: SPINNER_DELAY_MS } },
    RaMenuItemLink: {
      styleOverrides: {
        root: { "&.RaMenuItemLink-active": { fontWeight: 600 } },
      },
    },
    MuiAlert: {
      styleOverrides: { root: { minWidth: 320, maxWidth: 480 } },
    },
  },
};
