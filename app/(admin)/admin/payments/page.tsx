import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { PaymentsTab } from "@/components/admin/payments/payments-tab";

export const metadata = adminTabMetadata("payments");

export default async function AdminPaymentsPage() {
  const { gate } = await adminPageAccess({ section: "payments" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="payments">
      <PaymentsTab />
    </AdminTabSection>
  );
}
