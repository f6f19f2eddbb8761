import "server-only";
import { db } from "../db";

/** Every enquiry, newest first, for the admin inbox. */
export function listContacts() {
  return db.contact.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}
