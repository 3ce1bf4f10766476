export * from "./envelope.ts";
export * from "./errors.ts";
export * from "./lang.ts";
export * from "./money.ts";
export * from "./params.ts";
export * from "./catalogue.ts";
export * from "./wire.ts";
export * from "./dates.ts";
