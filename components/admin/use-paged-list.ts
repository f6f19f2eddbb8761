"use client";

import { useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import { adminSwrOptions, getPage } from "@/lib/browser/fetch";

type Page<T> = Awaited<ReturnType<typeof getPage<T>>>;

/**
 * A paged panel list (the server's X-Next-Cursor): the rows loaded so far, and "load more" for the
 * next page. A refresh (`mutate`) reloads every page shown; new filters (a new `url`) start again.
 * `rowsKey` names the list in an answer that carries more (the first page's whole answer is `first`).
 */
export function usePagedList<T, First = unknown>(url: string | null, rowsKey?: string) {
  const pageKey = (index: number, previous: Page<T> | null) => {
    if (!url) return null;
    if (index === 0) return url;
    if (!previous?.nextCursor) return null;
    return `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(previous.nextCursor)}`;
  };
  const { data, error, isLoading, mutate, size, setSize } = useSWRInfinite<Page<T>, Error>(pageKey, (key: string) => getPage<T>(key, rowsKey), {
    ...adminSwrOptions,
    revalidateFirstPage: false,
  });
  // The same array until a page changes: the list's memoised rows are not redrawn on every render.
  const rows = useMemo(() => data?.flatMap((page) => page.rows), [data]);
  return {
    rows,
    first: data?.[0]?.body as First | undefined,
    error,
    isLoading,
    mutate,
    hasMore: Boolean(data?.at(-1)?.nextCursor),
    loadingMore: Boolean(data) && data!.length < size,
    loadMore: () => void setSize(size + 1),
  };
}
