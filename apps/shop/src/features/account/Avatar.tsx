import { AVATAR_COUNT } from "@mall/contract";
import type { CSSProperties } from "react";
import s from "./Avatar.module.css";

/**
 * The numbered avatars (user info `avatar`, 1–20). There are no avatar pictures on the server, so each
 * number is a colour pair drawn in CSS with the user's initial on top.
 */
const PALETTE: readonly (readonly [string, string])[] = [
  ["#ff7a59", "#e4393c"],
  ["#ffb347", "#ff7a00"],
  ["#f9d423", "#e6a700"],
  ["#a8e063", "#56ab2f"],
  ["#43e97b", "#11998e"],
  ["#38f9d7", "#0f9b8e"],
  ["#4facfe", "#1c6fd9"],
  ["#6a85f1", "#3f51b5"],
  ["#a18cd1", "#6a3fc0"],
  ["#f78ca0", "#d6336c"],
  ["#fbc2eb", "#c471ed"],
  ["#ff9a8b", "#ff6a88"],
  ["#84fab0", "#2bb673"],
  ["#8fd3f4", "#3a8dde"],
  ["#c79081", "#8d5b4c"],
  ["#fddb92", "#d1913c"],
  ["#9795f0", "#5b59d6"],
  ["#5ee7df", "#2a9d8f"],
  ["#cfd9df", "#7b8794"],
  ["#434343", "#1f2329"],
];

/** 1–20 from whatever the wire sent ("3", 3, null); anything else is the default 1. */
export function avatarIndex(v: number | string | null | undefined): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= AVATAR_COUNT ? n : 1;
}

export const avatarColours = (idx: number) => PALETTE[(avatarIndex(idx) - 1) % PALETTE.length] ?? PALETTE[0]!;

const initialOf = (name: string | undefined) => {
  const first = [...(name ?? "").trim()][0];
  return first ? first.toLocaleUpperCase() : "?";
};

export function Avatar({
  idx,
  name,
  size = 40,
  className = "",
}: {
  idx: number | string | null | undefined;
  name?: string | undefined;
  size?: number;
  className?: string;
}) {
  const [from, to] = avatarColours(avatarIndex(idx));
  const style = { "--from": from, "--to": to, "--size": `${size}px` } as CSSProperties;
  return (
    <span className={`${s.avatar} ${className}`} style={style} aria-hidden="true" data-avatar={avatarIndex(idx)}>
      {initialOf(name)}
    </span>
  );
}
