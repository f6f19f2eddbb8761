import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** Title, a line of help, and the way back to the admin panel, shared by the three logo pages. */
export function ManagerHeader({ title, help }: { title: string; help: string }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{help}</p>
      </div>
      <Link href="/admin" className={buttonClass("outline")}>
        Admin panel
      </Link>
    </header>
  );
}
