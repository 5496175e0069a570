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
        root: {
          // Our header (banner + app bar) is sticky and in the flow, so no fixed-bar offset.
          "& .RaLayout-appFrame": { marginTop: 0 },
          // The page keeps the window's width (ra lets a wide table stretch it, which pushed the
          // bulk-action buttons and the list's toolbar off screen): wide content scrolls inside.
          minWidth: 0,
          "& .RaLayout-content": { minWidth: 0 },
        },
      },
    },
    RaList: {
      styleOverrides: { root: { "& .RaList-main": { minWidth: 0 } } },
    },
    RaDataTable: {
      styleOverrides: {
        // A wide table scrolls in its own wrapper, under the bulk-action bar: that bar is drawn above
        // the table (translated upwards), so a scrolling list card would clip it away.
        root: { "& .RaDataTable-tableWrapper": { overflowX: "auto" } },
      },
    },
    RaLoading: { defaultProps: { timeout: SPINNER_DELAY_MS } },
    RaMenu: {
      styleOverrides: {
        // Collapsed to 28 px (§2): a 24 px icon fits only without the usual 16 px gutters.
        root: {
          "&.RaMenu-closed .MuiMenuItem-root": {
            paddingLeft: (SIDEBAR_CLOSED_WIDTH - 24) / 2,
            paddingRight: 0,
            // Labels are bare text nodes; icons are sized in rem and stay (tooltips name them).
            fontSize: 0,
            overflow: "hidden",
          },
          "&.RaMenu-closed .MuiListItemIcon-root": { minWidth: 24 },
        },
      },
    },
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
