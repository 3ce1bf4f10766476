import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * The desktop storefront (index.html) and /wap (wap.html) are separate builds (decision 0019): a path of the
 * other one is left for a full load of its own entry, keeping the query and the hash.
 */
export function FullLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
