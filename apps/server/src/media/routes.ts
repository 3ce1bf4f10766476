import type { FastifyInstance, FastifyReply } from "fastify";
import { ERRORS } from "@mall/contract";
import {
  type Artwork,
  bannerArt,
  brandLogo,
  categoryIcon,
  goodsImage,
  reviewPhoto,
  sellerAvatar,
  sellerBanner,
  swatch,
} from "./svg.ts";

/**
 * Generated pictures: every image of the demo shop is drawn from its id, so there are no files to ship and no
 * network. The output never changes for a URL, hence a year of immutable caching.
 */
const MAX_ID = 2_147_483_647;

const int = (s: string | undefined, max = MAX_ID): number | undefined => {
  if (!s || !/^[1-9][0-9]{0,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= max ? n : undefined;
};
/** "3.svg" → 3 */
const file = (s: string | undefined, max: number) => int(/^([0-9]+)\.svg$/.exec(s ?? "")?.[1], max);
const BRAND_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

function sendSvg(reply: FastifyReply, body: string | undefined) {
  if (body === undefined) {
    return reply.status(404).send({ code: "1", msg: ERRORS.paramError.zh, data: null });
  }
  return reply
    .header("content-type", "image/svg+xml")
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

type P = Record<string, string | undefined>;

/** The picture routes; `art` is what the pictures are drawn from (the seed's, handed in by the app). */
export function registerMedia(app: FastifyInstance, art: Artwork): void {
  app.get<{ Params: P }>("/media/goods/:goodsId/:file", async (req, reply) => {
    const id = int(req.params.goodsId);
    const n = file(req.params.file, 9);
    return sendSvg(reply, id && n ? goodsImage(art, id, n) : undefined);
  });
  app.get<{ Params: P }>("/media/sku/:file", async (req, reply) => {
    const id = file(req.params.file, MAX_ID);
    return sendSvg(reply, id ? swatch(id) : undefined);
  });
  app.get<{ Params: P }>("/media/seller/:id/avatar.svg", async (req, reply) => {
    const id = int(req.params.id);
    return sendSvg(reply, id ? sellerAvatar(art, id) : undefined);
  });
  app.get<{ Params: P }>("/media/seller/:id/banner/:file", async (req, reply) => {
    const id = int(req.params.id);
    const n = file(req.params.file, 9);
    return sendSvg(reply, id && n ? sellerBanner(id, n) : undefined);
  });
  app.get<{ Params: P }>("/media/category/:file", async (req, reply) => {
    const id = file(req.params.file, MAX_ID);
    return sendSvg(reply, id ? categoryIcon(art, id) : undefined);
  });
  app.get<{ Params: P }>("/media/banner/:brand/:file", async (req, reply) => {
    const brand = req.params.brand ?? "";
    const n = file(req.params.file, 99);
    return sendSvg(reply, BRAND_ID.test(brand) && n ? bannerArt(art, brand, n) : undefined);
  });
  app.get<{ Params: P }>("/media/brand/:brand/logo.svg", async (req, reply) => {
    const brand = req.params.brand ?? "";
    return sendSvg(reply, BRAND_ID.test(brand) ? brandLogo(art, brand) : undefined);
  });
  app.get<{ Params: P }>("/media/review/:file", async (req, reply) => {
    const n = file(req.params.file, 100_000);
    return sendSvg(reply, n ? reviewPhoto(art, n) : undefined);
  });
}
