import { randomInt } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/**
 * The pictures of a slide check, drawn pixel by pixel and sent as PNG: a random abstract picture with a gap
 * the shape of a puzzle piece, and the piece cut from it. Nothing in either file says where the gap is (an SVG
 * would name its coordinates); finding it takes looking at the picture.
 */
export const SLIDE_SIZE = { width: 300, height: 150 } as const;
/** The piece: a square with a round knob on its top and on its right side. */
const SIDE = 40;
const KNOB = 8;
export const PIECE_SIZE = SIDE + KNOB;
/** The gap is at least this far from where the piece starts, so every answer is a real move. */
const MIN_TRAVEL = PIECE_SIZE + 12;

export interface SlidePicture {
  /** Where the gap is (the piece's left edge when it fits), and its row. */
  x: number;
  y: number;
  background: string;
  piece: string;
}

type Rgb = [number, number, number];

/** Decorations need no secrecy, so they use Math.random; the gap's place is chosen with crypto. */
const rand = (min: number, max: number) => min + Math.random() * (max - min);

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** How much of the pixel at (px, py) of the piece's box the piece covers, 0 to 1 (4×4 samples). */
function coverage(px: number, py: number): number {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const x = px + (i + 0.5) / 4;
      const y = py + (j + 0.5) / 4;
      const square = x >= 0 && x <= SIDE && y >= KNOB && y <= KNOB + SIDE;
      const top = (x - SIDE / 2) ** 2 + (y - KNOB) ** 2 <= KNOB ** 2;
      const right = (x - SIDE) ** 2 + (y - KNOB - SIDE / 2) ** 2 <= KNOB ** 2;
      if (square || top || right) n++;
    }
  }
  return n / 16;
}

/** The piece's mask and its rim (covered pixels with an uncovered one two pixels away). */
function pieceMask(): { cover: Float32Array; rim: Uint8Array } {
  const cover = new Float32Array(PIECE_SIZE * PIECE_SIZE);
  for (let y = 0; y < PIECE_SIZE; y++) for (let x = 0; x < PIECE_SIZE; x++) cover[y * PIECE_SIZE + x] = coverage(x, y);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= PIECE_SIZE || y >= PIECE_SIZE ? 0 : (cover[y * PIECE_SIZE + x] ?? 0);
  const rim = new Uint8Array(PIECE_SIZE * PIECE_SIZE);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (at(x, y) < 0.5) continue;
      const near = [-2, 0, 2].flatMap((dx) => [-2, 0, 2].map((dy) => at(x + dx, y + dy)));
      if (near.some((c) => c < 0.5)) rim[y * PIECE_SIZE + x] = 1;
    }
  }
  return { cover, rim };
}
const MASK = pieceMask();

/** The abstract picture: a two-colour gradient, soft discs, bands and triangles, and grain. RGB, 0–255. */
function drawScene(): Float32Array {
  const { width: w, height: h } = SLIDE_SIZE;
  const px = new Float32Array(w * h * 3);
  const hue = rand(0, 360);
  const from = hsl(hue, rand(0.45, 0.7), rand(0.45, 0.6));
  const to = hsl((hue + rand(60, 180)) % 360, rand(0.45, 0.7), rand(0.35, 0.55));
  const angle = rand(0, Math.PI * 2);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * w + Math.abs(dy) * h;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = Math.min(1, Math.max(0, ((x - w / 2) * dx + (y - h / 2) * dy) / span + 0.5));
      const i = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t;
    }
  }
  const blend = (x: number, y: number, rgb: Rgb, a: number) => {
    const i = (y * w + x) * 3;
    for (let c = 0; c < 3; c++) px[i + c] = (px[i + c] ?? 0) * (1 - a) + (rgb[c] ?? 0) * a;
  };
  const shape = (inside: (x: number, y: number) => number, box: [number, number, number, number], rgb: Rgb) => {
    const [x0, y0, x1, y1] = box.map(Math.round) as [number, number, number, number];
    for (let y = Math.max(0, y0); y < Math.min(h, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(w, x1); x++) {
        const a = inside(x + 0.5, y + 0.5);
        if (a > 0) blend(x, y, rgb, a);
      }
    }
  };
  const colour = () => hsl(rand(0, 360), rand(0.4, 0.85), rand(0.3, 0.8));
  for (let n = randomInt(10, 16); n > 0; n--) {
    const [cx, cy, r, a] = [rand(-20, w + 20), rand(-20, h + 20), rand(8, 45), rand(0.25, 0.65)];
    shape(
      (x, y) => a * Math.min(1, Math.max(0, r - Math.hypot(x - cx, y - cy))),
      [cx - r, cy - r, cx + r + 1, cy + r + 1],
      colour(),
    );
  }
  for (let n = randomInt(3, 6); n > 0; n--) {
    const [ax, ay, bx, by] = [rand(0, w), rand(0, h), rand(0, w), rand(0, h)];
    const [half, a] = [rand(1, 5), rand(0.3, 0.6)];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
    shape(
      (x, y) => {
        const t = Math.min(1, Math.max(0, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
        const d = Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay));
        return a * Math.min(1, Math.max(0, half - d));
      },
      [Math.min(ax, bx) - half, Math.min(ay, by) - half, Math.max(ax, bx) + half + 1, Math.max(ay, by) + half + 1],
      colour(),
    );
  }
  for (let n = randomInt(3, 6); n > 0; n--) {
    const p = [0, 1, 2].map(() => [rand(-10, w + 10), rand(-10, h + 10)] as const);
    const [[x1, y1], [x2, y2], [x3, y3]] = p as unknown as [[number, number], [number, number], [number, number]];
    const a = rand(0.2, 0.5);
    const side = (x: number, y: number, ux: number, uy: number, vx: number, vy: number) =>
      (x - vx) * (uy - vy) - (ux - vx) * (y - vy);
    shape(
      (x, y) => {
        const [d1, d2, d3] = [side(x, y, x1, y1, x2, y2), side(x, y, x2, y2, x3, y3), side(x, y, x3, y3, x1, y1)];
        const neg = d1 < 0 || d2 < 0 || d3 < 0;
        const pos = d1 > 0 || d2 > 0 || d3 > 0;
        return neg && pos ? 0 : a;
      },
      [Math.min(x1, x2, x3), Math.min(y1, y2, y3), Math.max(x1, x2, x3) + 1, Math.max(y1, y2, y3) + 1],
      colour(),
    );
  }
  // Grain in 2×2 cells: the picture is not flat anywhere, and still packs small.
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x < w; x += 2) {
      const g = rand(-9, 9);
      for (const [ox, oy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + oy) * w + x + ox) * 3;
        for (let c = 0; c < 3; c++) px[i + c] = (px[i + c] ?? 0) + g;
      }
    }
  }
  return px;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of 8-bit RGB (3 channels) or RGBA (4) rows, each filtered by its left neighbour ("Sub"). */
export function encodePng(width: number, height: number, channels: 3 | 4, data: Uint8Array): Buffer {
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (data[y * stride + i - channels] ?? 0) : 0;
      raw[row + 1 + i] = ((data[y * stride + i] ?? 0) - left) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** A new picture pair with the gap at a random place. */
export function drawSlide(): SlidePicture {
  const { width: w, height: h } = SLIDE_SIZE;
  const x = randomInt(MIN_TRAVEL, w - PIECE_SIZE - 4 + 1);
  const y = randomInt(4, h - PIECE_SIZE - 4 + 1);
  const scene = drawScene();
  const piece = new Uint8Array(PIECE_SIZE * PIECE_SIZE * 4);
  const back = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h * 3; i++) back[i] = clamp(scene[i] ?? 0);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let pxl = 0; pxl < PIECE_SIZE; pxl++) {
      const m = py * PIECE_SIZE + pxl;
      const a = MASK.cover[m] ?? 0;
      if (a === 0) continue;
      const rim = MASK.rim[m] === 1;
      const s = ((y + py) * w + x + pxl) * 3;
      for (let c = 0; c < 3; c++) {
        const v = scene[s + c] ?? 0;
        // The piece keeps the picture with a light rim; the gap is the picture darkened, with a lighter rim.
        piece[m * 4 + c] = clamp(rim ? v * 0.4 + 255 * 0.6 : v);
        const gap = rim ? v * 0.5 + 255 * 0.35 : v * 0.42;
        back[s + c] = clamp(v * (1 - a) + gap * a);
      }
      piece[m * 4 + 3] = clamp(a * 255);
    }
  }
  return {
    x,
    y,
    background: dataUrl(encodePng(w, h, 3, back)),
    piece: dataUrl(encodePng(PIECE_SIZE, PIECE_SIZE, 4, piece)),
  };
}
