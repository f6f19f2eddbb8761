import { AdminTabSection, adminPageAccess, adminTabMetadata } from "@/components/admin/admin-page";
import { ReviewsTab } from "@/components/admin/reviews/reviews-tab";
import { reviewsOverview } from "@/lib/reviews/admin";

export const metadata = adminTabMetadata("reviews");

export default async function AdminReviewsPage() {
  const { gate } = await adminPageAccess({ section: "insights" });
  if (gate) return gate;
  return (
    <AdminTabSection tab="reviews">
      <ReviewsTab initial={await reviewsOverview()} />
    </AdminTabSection>
  );
}
