import "@mall/ui/styles.css";
import { initAppI18n, mountApp, startLocale } from "@mall/ui";
import { APP_NAMESPACES } from "@mall/i18n";
import { App } from "./app/App.tsx";

async function boot() {
  const locale = startLocale(window.location.search);
  const [first, ...rest] = APP_NAMESPACES.admin;
  const i18n = await initAppI18n(locale, [first, ...rest]);
  document.title = i18n.t("documentTitle");
  mountApp(<App />);
}

void boot();
