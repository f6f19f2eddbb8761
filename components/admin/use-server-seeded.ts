"use client";

import { useEffect } from "react";
import useSWR from "swr";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";

/**
 * An admin tab's data as its page read it on the server, kept fresh by SWR from then on. The
 * server's copy shows at once, and replaces an older one SWR may hold from an earlier visit.
 */
export function useServerSeeded<T>(url: string, initial: T) {
  const result = useSWR<T, Error>(url, getJson, { ...adminSwrOptions, fallbackData: initial });
  const { mutate } = result;
  useEffect(() => void mutate(initial, { revalidate: false }), [initial, mutate]);
  return result;
}
