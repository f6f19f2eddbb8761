import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { ContactsInbox } from "@/components/admin/enquiries/contacts-inbox";

export const metadata = adminTabMetadata("contacts");

export default async function AdminEnquiriesPage() {
  const { gate } = await adminPageAccess({ section: "enquiries" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="contacts">
      <ContactsInbox />
    </AdminTabSection>
  );
}
