import "server-only";
import { cache } from "react";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { listSongs, type RepertoireSong } from "./songs";

/** The repertoire as /repertoire shows it: cached under its tag until the band changes it, read once per render. */
export const publicRepertoire = cache(cachedRead<RepertoireSong[]>(cacheTags.repertoire, "repertoire", listSongs));
