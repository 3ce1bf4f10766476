/** The one API client of the web apps (storefront, seller app, console), typed by the action table. */
export * from "./client.ts";
export * from "./realtime.ts";
