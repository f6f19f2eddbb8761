"use client";

import { useEffect, useMemo } from "react";
import { mutate as mutateGlobally } from "swr";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import { adminSwrOptions, getPage } from "@/lib/browser/fetch";

type Page<T> = Awaited<ReturnType<typeof getPage<T>>>;

/**
 * A paged panel list (the server's X-Next-Cursor): the rows loaded so far, and "load more" for the
 * next page. A refresh (`mutate`) reloads every page shown; new filters (a new `url`) start again.
 * `rowsKey` names the list in an answer that carries more (the first page's whole answer is `first`);
 * `serverPage`, the first page as the tab's server component read it.
 */
export function usePagedList<T, First = unknown>(url: string | null, rowsKey?: string, serverPage?: { rows: T[]; nextCursor: string | null }) {
  const pageKey = (index: number, previous: Page<T> | null) => {
    if (!url) return null;
    if (index === 0) return url;
    if (!previous?.nextCursor) return null;
    return `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(previous.nextCursor)}`;
  };
  const { data, error, isLoading, mutate, size, setSize } = useSWRInfinite<Page<T>, Error>(pageKey, (key: string) => getPage<T>(key, rowsKey), {
    ...adminSwrOptions,
    revalidateFirstPage: false,
    fallbackData: serverPage && [{ ...serverPage, body: serverPage.rows }],
  });
  // The page the server read shows at once, and replaces an older copy SWR may hold from an earlier visit.
  useEffect(() => {
    if (serverPage) void mutate([{ ...serverPage, body: serverPage.rows }], { revalidate: false });
  }, [serverPage, mutate]);
  // The same array until a page changes: the list's memoised rows are not redrawn on every render.
  const rows = useMemo(() => data?.flatMap((page) => page.rows), [data]);
  /** Shows the loaded rows in a new order at once while `save` stores it, then reloads the pages shown. */
  const reorder = async (ordered: T[], save: () => Promise<unknown>) => {
    if (!data) return;
    let start = 0;
    const pages = data.map((page) => {
      const part = ordered.slice(start, start + page.rows.length);
      start += page.rows.length;
      return { ...page, rows: part };
    });
    await mutate(
      async () => {
        await save();
        return undefined;
      },
      { optimisticData: pages, rollbackOnError: true, populateCache: false, revalidate: true },
    );
  };
  return {
    rows,
    reorder,
    first: data?.[0]?.body as First | undefined,
    error,
    isLoading,
    mutate,
    hasMore: Boolean(data?.at(-1)?.nextCursor),
    loadingMore: Boolean(data) && data!.length < size,
    loadMore: () => void setSize(size + 1),
  };
}

/** Reloads the pages of a list wherever it is shown: for a change made outside it (an upload the admin layout carried on). */
export const refreshPagedList = (url: string) => mutateGlobally(unstable_serialize(() => url));
