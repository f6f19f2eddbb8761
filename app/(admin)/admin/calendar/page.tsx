import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { CalendarTab } from "@/components/admin/calendar/calendar-tab";

export const metadata = adminTabMetadata("calendar");

export default async function AdminCalendarPage() {
  const { gate } = await adminPageAccess({ section: "enquiries" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="calendar">
      <CalendarTab />
    </AdminTabSection>
  );
}
