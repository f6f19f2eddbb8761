import { OutsideRole } from "@/components/admin/team/outside-role";

// Answered with status 403 inside the panel's frame, so the tabs the person can use stay one tap away.
export default function AdminForbidden() {
  return <OutsideRole />;
}
