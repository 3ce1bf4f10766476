import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** Renders a web app into its page's #root, in strict mode. */
export function mountApp(app: ReactNode) {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing from index.html");
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
