import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { setNavigator } from "../../providers/httpClient";

/**
 * Lends the router to the HTTP client, so a 401 outside react-admin's hooks (account calls,
 * custom methods) navigates to /signin/?sessionexpired=true inside the app instead of reloading it.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  useEffect(
    () =>
      setNavigator({
        pathname: () => pathname.current,
        navigate: (to) => {
          const [path, query] = to.split("?");
          void navigate({ pathname: path, search: query ? `?${query}` : "" });
        },
      }),
    [navigate],
  );
  return null;
}
