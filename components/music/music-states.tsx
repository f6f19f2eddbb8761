import { musicPage } from "@/fixed/music";
import { NoteIcon } from "./player-icons";

// The page's two message states (spec section 2): the list could not be read, or it is empty.

function Message({ title, message, role }: { title: string; message: string; role?: "alert" }) {
  return (
    <div role={role} className="flex flex-col items-center rounded-xl border border-border bg-card px-6 py-14 text-center text-card-foreground">
      <NoteIcon className="h-10 w-10 text-primary" />
      <h2 className="mt-4 font-display text-2xl font-bold">{title}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{message}</p>
    </div>
  );
}

export const MusicError = () => <Message role="alert" {...musicPage.error} />;
export const MusicEmpty = () => <Message {...musicPage.empty} />;

/** The error state over a list that is still shown: the same words, without taking the page. */
export const MusicRefreshError = () => (
  <div role="alert" className="mb-6 rounded-md border border-danger/40 bg-danger/10 p-4">
    <p className="font-semibold">{musicPage.error.title}</p>
    <p className="mt-1 text-sm">{musicPage.error.message}</p>
  </div>
);
