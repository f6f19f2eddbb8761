import { notFound } from "next/navigation";
import { adminPageAccess } from "@/components/admin/admin-page";

// Any other /admin/… path: signed out, the login form (like every admin URL); signed in, the
// admin's 404 inside the panel (./not-found.tsx).
export default async function UnknownAdminPage() {
  const { gate } = await adminPageAccess({ section: "self" });
  if (gate) return gate;
  notFound();
}
