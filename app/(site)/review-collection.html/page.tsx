import "@/app/globals.css";
import { ArticlePage, articleMetadata } from "@/components/pages/article-page";

export const metadata = articleMetadata("review-collection");

export default function ReviewCollectionPage() {
  return <ArticlePage slug="review-collection" />;
}
