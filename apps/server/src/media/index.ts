/** What the app (and the seed that draws its pictures) use of media. */
export type { Artwork } from "./svg.ts";
export { registerMedia } from "./routes.ts";
