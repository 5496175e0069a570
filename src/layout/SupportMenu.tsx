import { useState } from "react";
import type { MouseEvent } from "react";
import { IconButton, Menu, MenuItem, Tooltip } from "@mui/material";
import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import { LinkBase, useLocation, useTranslate } from "react-admin";
import { supportModule } from "../../domain/modules/support";

/** Top bar support menu (§2): file a request, or see one's requests. */
export function SupportMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate("app.topBar.support");
  const close = () => setAnchor(null);
  // The request form shows and sends the page the user was on (issue 28).
  const location = useLocation();
  const from = { from: location.pathname + location.search };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? "support-menu" : undefined}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        >
          <SupportAgentIcon />
        </IconButton>
      </Tooltip>
      <Menu id="support-menu" anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem
          component={LinkBase}
          to={supportModule.pages.request.path}
          state={from}
          onClick={close}
        >
          {translate("app.topBar.supportRequest")}
        </MenuItem>
        <MenuItem
          component={LinkBase}
          to={supportModule.pages.requests.path}
          onClick={close}
        >
          {translate("app.topBar.supportRequests")}
        </MenuItem>
      </Menu>
    </>
  );
}
