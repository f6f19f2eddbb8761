import { OutsideRole } from "@/components/admin/team/outside-role";

// /notifications and the logo pages, outside the panel's frame: the same 403 page.
export default function AdminGroupForbidden() {
  return (
    <main className="mx-auto max-w-xl p-4 py-12">
      <OutsideRole />
    </main>
  );
}
