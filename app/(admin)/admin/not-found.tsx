import Link from "next/link";
import { Card } from "@/components/ui/card";

export default function AdminNotFound() {
  return (
    <Card>
      <h2 className="text-xl font-semibold">Page not found</h2>
      <p className="mt-2 text-muted-foreground">There is no admin page at this address. Pick a section above, or go back to the overview.</p>
      <Link href="/admin" className="mt-4 inline-block font-medium text-primary underline underline-offset-4">
        Back to the overview
      </Link>
    </Card>
  );
}
