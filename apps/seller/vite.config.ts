import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:8080";

/** The seller app lives at /seller/ on the same server as the shop (apps/server serves dist/). */
export default defineConfig({
  base: "/seller/",
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
  server: {
    port: 5174,
    proxy: { "/api": api, "/media": api },
  },
});
