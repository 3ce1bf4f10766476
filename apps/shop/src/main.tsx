import { bootStorefront } from "./app/boot.tsx";
import { preloadLandingPage } from "./app/landing.ts";
import { createRouter } from "./app/routes.tsx";
import "@mall/ui/base.css";
import "./styles/global.css";

// The desktop storefront's entry (index.html); /wap has its own (app/wap/main.tsx, decision 0019).
void bootStorefront({ createRouter, preloadLanding: preloadLandingPage });
