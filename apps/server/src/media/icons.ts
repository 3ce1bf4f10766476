/**
 * One simple pictogram per department, drawn in a 100×100 box with the current fill. Keys match `icon` in the
 * seed's category tree.
 */
export const ICONS: Record<string, string> = {
  dress: '<path d="M40 8h20l-3 18 19 64H24l19-64z"/>',
  shirt: '<path d="M35 12 10 26l8 16 10-5v53h44V37l10 5 8-16-25-14c-2 8-8 12-15 12s-13-4-15-12z"/>',
  shoe: '<path d="M8 64c0-14 4-28 10-32l14 10c8 6 20 8 30 9 14 2 30 7 30 19v8H8z"/>',
  bag: '<path d="M18 38h64l-6 52H24z"/><path d="M36 38v-8a14 14 0 0 1 28 0v8" fill="none" stroke="currentColor" stroke-width="6"/>',
  watch: '<path d="M39 6h22v22H39zM39 72h22v22H39z"/><circle cx="50" cy="50" r="24"/>',
  phone: '<rect x="30" y="8" width="40" height="84" rx="8"/>',
  laptop: '<path d="M20 22h60v40H20zM8 66h84l-6 12H14z"/>',
  headphones:
    '<path d="M18 62V50a32 32 0 0 1 64 0v12" fill="none" stroke="currentColor" stroke-width="7"/><rect x="12" y="54" width="18" height="30" rx="6"/><rect x="70" y="54" width="18" height="30" rx="6"/>',
  pot: '<path d="M18 44h64v28a12 12 0 0 1-12 12H30a12 12 0 0 1-12-12zM8 46h10v8H8zM82 46h10v8H82zM26 38a24 10 0 0 1 48 0z"/>',
  sofa: '<path d="M24 26h52v22H24zM10 42h14v34H10zM76 42h14v34H76zM24 50h52v20H24zM14 76h8v8h-8zM78 76h8v8h-8z"/>',
  lipstick: '<path d="M38 48h24v42H38zM41 46V22l18-12v36z"/>',
  health: '<path d="M40 12h20v28h28v20H60v28H40V60H12V40h28z"/>',
  baby: '<path d="M42 8h16v10H42zM36 20h28v8l6 8v50a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V36l6-8z"/>',
  toy: '<rect x="12" y="54" width="34" height="34" rx="4"/><rect x="54" y="54" width="34" height="34" rx="4"/><rect x="33" y="14" width="34" height="34" rx="4"/>',
  ball: '<circle cx="50" cy="50" r="38"/>',
  car: '<path d="M10 62l9-20c2-5 6-8 12-8h38c6 0 10 3 12 8l9 20v16H10z"/><circle cx="28" cy="80" r="9"/><circle cx="72" cy="80" r="9"/>',
  book: '<path d="M20 14h52a8 8 0 0 1 8 8v66H28a8 8 0 0 1-8-8z"/>',
  paw: '<ellipse cx="50" cy="66" rx="22" ry="18"/><circle cx="24" cy="42" r="9"/><circle cx="40" cy="26" r="9"/><circle cx="60" cy="26" r="9"/><circle cx="76" cy="42" r="9"/>',
  cup: '<path d="M18 30h50v30a20 20 0 0 1-20 20h-10a20 20 0 0 1-20-20z"/><path d="M68 38h6a10 10 0 0 1 0 20h-6" fill="none" stroke="currentColor" stroke-width="6"/>',
  wrench: '<path d="M64 8a22 22 0 0 0-21 29L10 70l20 20 33-33a22 22 0 0 0 29-21l-13 13-15-4-4-15z"/>',
};
