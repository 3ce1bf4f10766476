import { useEffect } from "react";

/**
 * A page that has emptied under the reader (the last listing of page 3 taken off the shelf in the "on shelf"
 * view, the last order of a tab confirmed) steps back a page instead of showing "nothing here".
 */
export function usePageBack(rows: unknown[] | undefined, page: number, fetching: boolean, back: () => void) {
  const empty = rows !== undefined && rows.length === 0;
  useEffect(() => {
    if (empty && page > 1 && !fetching) back();
  }, [empty, page, fetching, back]);
}
