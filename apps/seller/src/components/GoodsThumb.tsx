import { ImageIcon } from "@mall/ui";
import { useState } from "react";
import s from "./controls.module.css";

/** A goods picture in a list; a quiet placeholder when it cannot be loaded. */
export function GoodsThumb({ src, size = 48 }: { src: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const dims = { inlineSize: size, blockSize: size };
  if (broken || !src) {
    return (
      <span className={s.thumbEmpty} style={dims} aria-hidden="true">
        <ImageIcon size={Math.round(size / 2.4)} />
      </span>
    );
  }
  return <img src={src} alt="" className={s.goodsThumb} style={dims} loading="lazy" onError={() => setBroken(true)} />;
}
