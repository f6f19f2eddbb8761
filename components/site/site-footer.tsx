import { site } from "@/content/site";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-muted-foreground">
        <p>
          © {new Date().getFullYear()} {site.bandName}. {site.location}.
        </p>
      </div>
    </footer>
  );
}
