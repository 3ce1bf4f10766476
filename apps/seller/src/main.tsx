import "@mall/ui/styles.css";
import { APP_NAMESPACES } from "@mall/i18n";
import { initAppI18n, mountApp, startLocale } from "@mall/ui";
import { App } from "./app/App.tsx";
import { KEYS } from "./lib/keys.ts";

async function boot() {
  const search = window.location.search;
  // Loaded apart: the account rules it checks with travel with the sign-up page, not the first paint.
  const visitor = import("./lib/visitor.ts").then((m) => m.rememberVisitor(search));
  await Promise.all([initAppI18n(startLocale(search, KEYS.lang), APP_NAMESPACES.seller), visitor]);
  mountApp(<App />);
}

void boot();
