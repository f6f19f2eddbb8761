"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldProblem, postForm, sendJson } from "@/lib/browser/fetch";
import { usePagedList } from "@/components/admin/use-paged-list";
import { REPERTOIRE_SEARCH_MAX, songMomentLabels, songMoments, type SongMoment } from "@/lib/validation/repertoire";

type Song = { id: number; title: string; artist: string; genre: string; moments: SongMoment[] };
type Draft = { title: string; artist: string; genre: string; moments: SongMoment[] };
type Imported = { imported: number; skipped: number; errors: { line: number; error: string }[] };

const empty: Draft = { title: "", artist: "", genre: "", moments: [] };

/** The Repertoire tab: add, edit and delete songs, or import a CSV; /repertoire shows them by genre on its next load. */
export function RepertoireManager() {
  const keeps = useCan("plans", "write");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const list = usePagedList<Song, { count: number; genres: string[] }>(`/api/admin/repertoire${q ? `?${new URLSearchParams({ q })}` : ""}`, "songs");
  const { error, mutate } = list;
  const [draft, setDraft] = useState<Draft>(empty);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imported, setImported] = useState<Imported | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await sendJson<{ song: Song }>(editing ? `/api/admin/repertoire/${editing}` : "/api/admin/repertoire", editing ? "PATCH" : "POST", draft);
    setBusy(false);
    if (!outcome.ok) {
      setErrors({ ...outcome.fields, form: outcome.error });
      return;
    }
    toast.success(editing ? "Song Saved" : "Song Added", { description: `${outcome.data.song.title} by ${outcome.data.song.artist}` });
    setDraft(empty);
    setEditing(null);
    setErrors({});
    await mutate();
  }

  async function remove(song: Song) {
    const outcome = await sendJson(`/api/admin/repertoire/${song.id}`, "DELETE");
    if (!outcome.ok) return void toast.error("Not Deleted", { description: outcome.error });
    toast.success("Song Deleted", { description: song.title });
    await mutate();
  }

  async function importFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const result = await postForm<Imported>("/api/admin/repertoire/import", form);
      setImported(result);
      toast.success("Import Done", { description: `${result.imported} added, ${result.skipped} already there, ${result.errors.length} with a problem.` });
      await mutate();
    } catch (failure) {
      toast.error("Not Imported", { description: failure instanceof Error ? failure.message : "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  const songs = list.rows ?? [];
  // The sections of the songs loaded; the form suggests every genre in use.
  const genres = [...new Set(songs.map((song) => song.genre))];
  return (
    <div className="space-y-8">
      {keeps && (
        <>
          <form onSubmit={save} noValidate className="space-y-3 rounded-md border border-border p-4" aria-labelledby="song-form-heading">
            <h3 id="song-form-heading" className="font-semibold">
              {editing ? "Edit the song" : "Add a song"}
            </h3>
            <div className="grid gap-3 sm:grid-cols-3">
              {(["title", "artist", "genre"] as const).map((field) => (
                <div key={field}>
                  <Label htmlFor={`song-${field}`}>{field[0]!.toUpperCase() + field.slice(1)}</Label>
                  <Input
                    id={`song-${field}`}
                    value={draft[field]}
                    list={field === "genre" ? "song-genres" : undefined}
                    onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `song-${field}-error` : undefined}
                  />
                  {errors[field] && (
                    <p id={`song-${field}-error`} className="mt-1 text-sm text-danger">
                      {errors[field]}
                    </p>
                  )}
                </div>
              ))}
              <datalist id="song-genres">
                {(list.first?.genres ?? genres).map((genre) => (
                  <option key={genre} value={genre} />
                ))}
              </datalist>
            </div>
            <fieldset>
              <legend className="text-sm font-medium">Moments it suits</legend>
              <div className="mt-1 flex flex-wrap gap-x-4">
                {songMoments.map((moment) => (
                  <label key={moment} className="flex min-h-11 items-center gap-2 text-sm">
                    <Checkbox
                      checked={draft.moments.includes(moment)}
                      onChange={(event) => setDraft({ ...draft, moments: event.target.checked ? [...draft.moments, moment] : draft.moments.filter((item) => item !== moment) })}
                    />
                    {songMomentLabels[moment]}
                  </label>
                ))}
              </div>
              {fieldProblem(errors, "moments") && <p className="text-sm text-danger">{fieldProblem(errors, "moments")}</p>}
            </fieldset>
            {errors.form && !errors.title && !errors.artist && !errors.genre && (
              <p role="alert" className="text-sm text-danger">
                {errors.form}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {editing ? "Save changes" : "Add song"}
              </Button>
              {editing && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setEditing(null);
                    setDraft(empty);
                    setErrors({});
                  }}
                >
                  Cancel
                </Button>
              )}
            </div>
          </form>

          <form onSubmit={importFile} className="space-y-2 rounded-md border border-border p-4" aria-labelledby="song-import-heading">
            <h3 id="song-import-heading" className="font-semibold">
              Import a CSV
            </h3>
            <p className="text-sm text-muted-foreground">
              A spreadsheet saved as CSV with the columns title, artist and genre (up to 2,000 songs). Songs already in the repertoire are skipped.
            </p>
            <Label htmlFor="song-import-file">CSV file</Label>
            <input id="song-import-file" name="file" type="file" accept=".csv,text/csv" required className="block min-h-11 w-full max-w-full text-sm" />
            <Button type="submit" disabled={busy}>
              Import
            </Button>
            {imported && (
              <div role="status" className="text-sm">
                <p>
                  {imported.imported} added, {imported.skipped} already in the repertoire.
                </p>
                {imported.errors.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-danger">
                    {imported.errors.slice(0, 50).map((problem) => (
                      <li key={problem.line}>
                        Line {problem.line}: {problem.error}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </form>
        </>
      )}

      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
        }}
      >
        <div>
          <Label htmlFor="song-search">Find a song</Label>
          <Input
            id="song-search"
            type="search"
            maxLength={REPERTOIRE_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Title, artist or genre"
          />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {error && <p className="text-sm text-danger">The repertoire could not be loaded.</p>}
      {list.first && (
        <p className="text-sm text-muted-foreground">
          {q ? `${list.first.count.toLocaleString("en-NG")} songs match “${q}”` : `${list.first.count.toLocaleString("en-NG")} songs in the repertoire`}
          {list.hasMore && `; the first ${songs.length.toLocaleString("en-NG")} are shown`}.
        </p>
      )}
      {list.rows && songs.length === 0 && <p className="text-muted-foreground">{q ? `No song matches “${q}”.` : "No songs yet: add them above or import a CSV."}</p>}
      {genres.map((genre, index) => (
        <section key={genre} aria-labelledby={`admin-genre-${index}`}>
          <h3 id={`admin-genre-${index}`} className="font-semibold">
            {genre} ({songs.filter((song) => song.genre === genre).length})
          </h3>
          <ul className="mt-2 divide-y divide-border rounded-md border border-border">
            {songs
              .filter((song) => song.genre === genre)
              .map((song) => (
                <li key={song.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                  <span>
                    <strong>{song.title}</strong> · {song.artist}
                    {song.moments.length > 0 && <span className="block text-muted-foreground">{song.moments.map((moment) => songMomentLabels[moment]).join(", ")}</span>}
                  </span>
                  {keeps && (
                    <span className="flex gap-1">
                      <Button
                        variant="ghost"
                        className="min-h-11 px-3"
                        onClick={() => {
                          setEditing(song.id);
                          setDraft({ title: song.title, artist: song.artist, genre: song.genre, moments: song.moments });
                          setErrors({});
                          document.getElementById("song-title")?.focus();
                        }}
                      >
                        Edit<span className="sr-only"> {song.title}</span>
                      </Button>
                      <Button variant="ghost" className="min-h-11 px-3" onClick={() => remove(song)}>
                        Delete<span className="sr-only"> {song.title}</span>
                      </Button>
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
      {list.hasMore && (
        <Button variant="outline" onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? "Loading..." : "Load more songs"}
        </Button>
      )}
    </div>
  );
}
