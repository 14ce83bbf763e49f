// The server counts a search's matches only as far as a page's pagination row needs
// (insightsMatchesToCount): the row drawn from that total must be the row drawn from the exact one.
import { INSIGHTS_PER_PAGE, insightsMatchesToCount } from "@lumiere/validation";
import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination-row";

/** What the row shows: its page numbers, and whether Next leads anywhere. */
const rowOf = (page: number, pageCount: number) => ({ pages: pageWindow(page, pageCount), next: page < pageCount });
const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

describe("the insights pagination row", () => {
  it("shows five pages around the current one, fewer at the ends, never fewer than three", () => {
    expect(pageWindow(1, 1)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it("is the same from a total counted only up to what the page needs as from the exact total", () => {
    for (const perPage of [1, 5, INSIGHTS_PER_PAGE]) {
      for (let matches = 0; matches <= 40 * perPage; matches++) {
        const exactPages = pagesOf(matches, perPage);
        for (let page = 1; page <= exactPages; page++) {
          const counted = Math.min(matches, insightsMatchesToCount(page, perPage));
          expect(rowOf(page, pagesOf(counted, perPage)), `${matches} matches, ${perPage} a page, page ${page}`).toEqual(
            rowOf(page, exactPages),
          );
        }
      }
    }
  });
});
