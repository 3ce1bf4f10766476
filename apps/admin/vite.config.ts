import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:8080";

// The server serves this build at /admin/ (WEB_APPS in apps/server/src/app.ts), with a SPA fallback.
export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
  server: {
    port: 5175,
    proxy: { "/api": api, "/media": api },
  },
});
