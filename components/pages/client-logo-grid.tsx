import { clients } from "@/content/clients";
import { ClientLogo } from "./client-logo";

/** The trusted-by grid of the eight client organisations. */
export function ClientLogoGrid() {
  return (
    <section aria-labelledby="clients-heading" className="mt-16">
      <h2 id="clients-heading" className="font-display text-3xl font-bold">
        Trusted by
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {clients.map((client) => (
          <li key={client.slug} className="flex h-24 items-center justify-center rounded-xl border border-border bg-white p-4 dark:bg-stone-100">
            <ClientLogo client={client} />
          </li>
        ))}
      </ul>
    </section>
  );
}
