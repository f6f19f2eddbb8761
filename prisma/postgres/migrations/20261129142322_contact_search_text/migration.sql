-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- Songs whose folded text holds a LIKE wildcard or a backslash: refilled by the next search in the
-- look-alike form lib/db/folded-search.ts stores, so a search for "%" or "_" finds them alone.
UPDATE "repertoire_songs" SET "searchText" = '' WHERE strpos("searchText", '%') > 0 OR strpos("searchText", '_') > 0 OR strpos("searchText", E'\\') > 0;
