// What a gallery category holds, in words ("3 photos and 1 video"; "" when empty): the Gallery
// tab's list and the refusal to remove a category that still holds something say it alike.
const counted = (count: number, noun: string) => count && `${count} ${noun}${count === 1 ? "" : "s"}`;

export const categoryHoldings = (category: { photos: number; videos: number }) =>
  [counted(category.photos, "photo"), counted(category.videos, "video")].filter(Boolean).join(" and ");
