import "@mall/ui/styles.css";
import { initAppI18n, startLocale } from "@mall/ui";
import { APP_NAMESPACES } from "@mall/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";

async function boot() {
  const locale = startLocale(window.location.search);
  const [first, ...rest] = APP_NAMESPACES.admin;
  const i18n = await initAppI18n(locale, [first, ...rest]);
  document.title = i18n.t("documentTitle");
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
